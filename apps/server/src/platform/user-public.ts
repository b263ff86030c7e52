import type { UserPublic } from '@vazife/contract';
import { jsonArray, toBool } from '../db/dialect.js';
import type { UserRow } from '../db/types.js';

/**
 * A person as the API shows them (contract `userPublic`): the auth module's answers and the
 * companies module's join answer. Here, below both: auth uses companies (registration with a
 * company code), so companies may not use auth.
 */
export function toUserPublic(row: UserRow): UserPublic {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    company_id: row.company_id,
    is_approved: toBool(row.is_approved),
    can_create_groups: toBool(row.can_create_groups),
    pinned_conversations: jsonArray(row.pinned_conversations),
    created_at: row.created_at,
  };
}
