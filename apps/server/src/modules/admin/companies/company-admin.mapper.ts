import type { AdminCompany } from '@vazife/contract';
import { toBool, toCount } from '../../../db/dialect.js';
import type { CompanyRow } from '../../../db/types.js';

export type CompanyViewRow = CompanyRow & {
  owner_name: string | null;
  owner_email: string | null;
  plan_name: string | null;
  max_users: number | null;
  user_count: string | number | bigint | null;
};

const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());

export function toAdminCompany(row: CompanyViewRow): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    owner_name: row.owner_name,
    owner_email: row.owner_email,
    plan_name: row.plan_name,
    subscription_plan_id: row.subscription_plan_id,
    user_count: toCount(row.user_count),
    max_users: row.max_users,
    subscription_status: row.subscription_status,
    subscription_end_date: instant(row.subscription_end_date),
    is_trial: toBool(row.is_trial),
    created_at: instant(row.created_at)!,
  };
}
