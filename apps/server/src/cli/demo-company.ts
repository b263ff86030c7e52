import { randomUUID } from 'node:crypto';
import type { Role } from '@vazife/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { nowIso } from '../db/dialect.js';
import { emailKey } from '../modules/auth/index.js';
import { createCompanyForOwner } from '../modules/companies/index.js';
import type { MemberCtx } from '../platform/context.js';

/** The demo company's people (`key` names them in the demo's other files). */
export const people: { key: string; name: string; email: string; role: Role; approved: boolean }[] = [
  { key: 'owner', name: 'Ayşe Yılmaz', email: 'isveren@demo.vazife.app', role: 'isveren', approved: true },
  { key: 'mudur', name: 'Mehmet Kaya', email: 'mudur@demo.vazife.app', role: 'mudur', approved: true },
  { key: 'sef', name: 'Zeynep Demir', email: 'sef@demo.vazife.app', role: 'sef', approved: true },
  { key: 'isci', name: 'Ali Çelik', email: 'isci@demo.vazife.app', role: 'isci', approved: true },
  { key: 'isci2', name: 'Elif Şahin', email: 'isci2@demo.vazife.app', role: 'isci', approved: true },
  { key: 'pending', name: 'Burak Öztürk', email: 'yeni@demo.vazife.app', role: 'isci', approved: false },
];

const hour = 3_600_000;
export const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * hour).toISOString();
export interface DemoCompany {
  companyId: string;
  /** People's ids by their `key`. */
  ids: Map<string, string>;
  /** Tasks' ids by their title (filled by demo-tasks.ts). */
  taskIds: Map<string, string>;
}

/** A demo person's context, as a request of theirs carries it: what the modules' seeds take. */
export function memberOf(company: DemoCompany, key: string): MemberCtx {
  return {
    actor: {
      userId: company.ids.get(key)!,
      companyId: company.companyId,
      role: people.find((p) => p.key === key)!.role,
      approved: true,
      companyStatus: 'active',
    },
    tokenVersion: 0,
  };
}

export type DemoPerson = (typeof people)[number];

/** The people and the company, in the caller's transaction. */
export function insertDemoCompany(trx: Transaction<Database>, passwordHash: string): Promise<DemoCompany> {
  return insertCompanyOf(trx, passwordHash, { name: 'Demo Lojistik A.Ş.', description: 'Depo ve sevkiyat' }, people);
}

/**
 * A company made by its employer (the first person, `isveren`) as the app makes it, on the trial
 * the platform gives, with its people in it: the demo company, and the console's other companies
 * (demo-console.ts).
 */
export async function insertCompanyOf(
  trx: Transaction<Database>,
  passwordHash: string,
  company: { name: string; description: string },
  members: readonly DemoPerson[],
): Promise<DemoCompany> {
  const ids = new Map<string, string>();
  for (const p of members) {
    const id = randomUUID();
    ids.set(p.key, id);
    // eslint-disable-next-line vazife/company-scope -- the demo makes its people before their company, as registration does (auth/users.repo.ts)
    await trx
      .insertInto('users')
      .values({
        id,
        company_id: null,
        name: p.name,
        email: p.email,
        email_key: emailKey(p.email),
        phone: null,
        role: p.role,
        password_hash: passwordHash,
        is_approved: p.approved,
        can_create_groups: p.role !== 'isci',
        pinned_conversations: '[]',
        created_at: nowIso(),
        approved_at: p.approved ? nowIso() : null,
      })
      .execute();
  }
  // eslint-disable-next-line vazife/company-scope -- the company's owner, read to make the company
  const owner = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', ids.get(members[0]!.key)!)
    .executeTakeFirstOrThrow();
  const companyId = await createCompanyForOwner(trx, owner, company);
  // eslint-disable-next-line vazife/company-scope -- puts the people made above into their new company
  await trx
    .updateTable('users')
    .set({ company_id: companyId })
    .where('id', 'in', [...ids.values()])
    .execute();
  return { companyId, ids, taskIds: new Map() };
}
