import { randomUUID } from 'node:crypto';
import type { Role } from '@vazife/contract';
import type { Insertable, Kysely } from 'kysely';
import type { CompaniesTable, Database, NewUser } from '../../apps/server/src/db/types.js';

export type Db = Kysely<Database>;

/** Rows per INSERT: well under SQLite's bound-parameter limit (users have 15 columns). */
const batchSize = 500;
/** Nobody signs in during a benchmark (tokens are signed directly); the length is a real argon2id hash's. */
const unusableHash = `$argon2id$v=19$m=19456,t=2,p=1$${'b'.repeat(22)}$${'x'.repeat(43)}`;

const firstNames = ['Ahmet', 'Ayşe', 'Mehmet', 'Fatma', 'Mustafa', 'Emine', 'Ali', 'Hatice', 'Hüseyin', 'Zeynep'];
const lastNames = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Arslan', 'Doğan'];

export function personName(i: number): string {
  const first = firstNames[i % firstNames.length]!;
  const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
  return `${first} ${last} ${i}`;
}

function inBatches<T>(rows: T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += batchSize) batches.push(rows.slice(i, i + batchSize));
  return batches;
}

/** Multi-row inserts; call inside a transaction so that the whole seed is one commit. */
export async function insertUsers(db: Db, rows: NewUser[]): Promise<void> {
  for (const batch of inBatches(rows)) await db.insertInto('users').values(batch).execute();
}

export async function insertCompanies(db: Db, rows: Insertable<CompaniesTable>[]): Promise<void> {
  for (const batch of inBatches(rows)) await db.insertInto('companies').values(batch).execute();
}

export function userRow(opts: {
  companyId: string;
  role: Role;
  approved: boolean;
  index: number;
  tag: string;
}): NewUser {
  const email = `kisi.${opts.tag}.${opts.index}@bench.vazife.test`;
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    company_id: opts.companyId,
    name: personName(opts.index),
    email,
    email_key: email,
    phone: opts.index % 3 === 0 ? null : `+90 532 ${String(opts.index).padStart(7, '0')}`,
    role: opts.role,
    password_hash: unusableHash,
    is_approved: opts.approved,
    can_create_groups: opts.index % 7 === 0,
    pinned_conversations: '[]',
    created_at: now,
    approved_at: opts.approved ? now : null,
  };
}

/** A mix like a real crew: one manager in ten, three chiefs in ten, the rest workers. */
export function staffRole(i: number): Role {
  const r = i % 10;
  return r === 0 ? 'mudur' : r <= 3 ? 'sef' : 'isci';
}

export interface SeededCompany {
  companyId: string;
  ownerId: string;
}

/**
 * Companies with an employer, `staff` approved people and `pending` people waiting for approval,
 * inserted in one transaction with multi-row inserts.
 */
export async function seedCompanies(
  db: Db,
  specs: { name: string; staff: number; pending: number }[],
): Promise<SeededCompany[]> {
  return db.transaction().execute(async (trx) => {
    const created: SeededCompany[] = [];
    const companies: Insertable<CompaniesTable>[] = [];
    const users: NewUser[] = [];
    const endDate = new Date(Date.now() + 365 * 86_400_000).toISOString();
    specs.forEach((spec, c) => {
      const companyId = randomUUID();
      const tag = `c${c}`;
      const owner = userRow({ companyId, role: 'isveren', approved: true, index: 0, tag: `${tag}.owner` });
      created.push({ companyId, ownerId: owner.id });
      companies.push({
        id: companyId,
        name: spec.name,
        description: null,
        code: `SRK${String(c).padStart(8, '0')}`,
        owner_id: owner.id,
        subscription_status: 'active',
        subscription_plan_id: null,
        is_trial: true,
        subscription_end_date: endDate,
        messaging_mode: 'acik',
        created_at: new Date().toISOString(),
      });
      users.push(owner);
      for (let i = 0; i < spec.staff; i++)
        users.push(userRow({ companyId, role: staffRole(i), approved: true, index: i, tag }));
      for (let i = 0; i < spec.pending; i++)
        users.push(userRow({ companyId, role: 'isci', approved: false, index: spec.staff + i, tag }));
    });
    await insertCompanies(trx, companies);
    await insertUsers(trx, users);
    return created;
  });
}

/**
 * One company of an employer and `staff` approved people (the task, search and messaging
 * scenarios' company), with everyone's id and role in e-mail order, the employer among them.
 */
export async function seedOneCompany(
  db: Db,
  name: string,
  staff: number,
): Promise<SeededCompany & { people: { id: string; role: Role }[] }> {
  const [company] = await seedCompanies(db, [{ name, staff, pending: 0 }]);
  const people = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('company_id', '=', company!.companyId)
    .orderBy('email_key')
    .execute();
  return { ...company!, people };
}
