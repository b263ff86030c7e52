import { randomUUID } from 'node:crypto';
import { isDoneStatus, type Role } from '@vazife/contract';
import { decodeJwt } from 'jose';
import { nowIso } from '../db/dialect.js';
import type { Updateable } from 'kysely';
import type { CompaniesTable, UserRow } from '../db/types.js';
import type { MemberCtx } from '../platform/context.js';
import { createOrResetAdmin } from '../modules/admin/admin.service.js';
import { createCompanyForOwner } from '../modules/companies/companies.service.js';
import { newPurchaseRow, type NewPurchase } from '../modules/subscriptions/index.js';
import { hashPassword } from '../platform/passwords.js';
import type { TestApp } from './test-app.js';

export const defaultPassword = 'parola123';
let passwordHash: Promise<string> | undefined;
/** Hashing is slow on purpose; factories share one hash of the default password. */
const defaultHash = () => (passwordHash ??= hashPassword(defaultPassword));

let seq = 0;
export function uniqueEmail(prefix = 'kisi'): string {
  seq += 1;
  return `${prefix}.${seq}.${randomUUID().slice(0, 8)}@ornek.com.tr`;
}

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  companyId: string | null;
  token: string;
  row: UserRow;
}

async function tokenFor(t: TestApp, row: UserRow): Promise<string> {
  // A session of its own, as a sign-in gives.
  return t.tokens.sign('vazife:user', { sub: row.id, ver: row.token_version, sid: randomUUID() });
}

/**
 * A sign-in of the person as they are now (a session of its own): a sign-out everywhere or a
 * password change along the way ends the tokens made before it.
 */
export async function signedInNow(t: TestApp, user: Pick<TestUser, 'id'>): Promise<{ token: string }> {
  const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
  return { token: await tokenFor(t, row) };
}

/** Inserts a person directly; the routes that register people are tested on their own. */
export async function makeUser(
  t: TestApp,
  opts: { role: Role; companyId?: string | null; approved?: boolean; name?: string; email?: string },
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail(opts.role);
  const row = await t.database.db
    .insertInto('users')
    .values({
      id: randomUUID(),
      company_id: opts.companyId ?? null,
      name: opts.name ?? `Test ${opts.role} ${++seq}`,
      email,
      email_key: email.toLowerCase(),
      phone: null,
      role: opts.role,
      password_hash: await defaultHash(),
      is_approved: opts.approved ?? opts.role === 'isveren',
      can_create_groups: false,
      pinned_conversations: '[]',
      created_at: nowIso(),
      approved_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: row.id, email, role: row.role, companyId: row.company_id, token: await tokenFor(t, row), row };
}

export interface TestCompany {
  id: string;
  code: string;
  owner: TestUser;
  /** An approved member of each staff role. */
  mudur: TestUser;
  sef: TestUser;
  isci: TestUser;
  /** A worker who joined with the code and waits for approval. */
  pending: TestUser;
}

/** A company with its employer, one approved person of each staff role and one pending worker. */
export async function makeCompany(t: TestApp, name = 'Deneme Lojistik A.Ş.'): Promise<TestCompany> {
  const owner = await makeUser(t, { role: 'isveren' });
  const id = await createCompanyForOwner(t.database.db, owner.row, { name });
  const company = await t.database.db
    .selectFrom('companies')
    .select('code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  owner.companyId = id;
  const member = (role: Role, approved = true) => makeUser(t, { role, companyId: id, approved });
  return {
    id,
    code: company.code,
    owner,
    mudur: await member('mudur'),
    sef: await member('sef'),
    isci: await member('isci'),
    pending: await member('isci', false),
  };
}

/** The member context a request of this approved person would carry, for calling repositories directly. */
export function memberCtxOf(user: TestUser): MemberCtx {
  if (!user.companyId) throw new Error(`${user.email} has no company`);
  // The session of the user's token, as the auth plugin puts it on a request.
  const { sid } = decodeJwt(user.token);
  return {
    actor: { userId: user.id, companyId: user.companyId, role: user.role, approved: true, companyStatus: 'active' },
    tokenVersion: 0,
    ...(typeof sid === 'string' ? { sessionId: sid } : {}),
  };
}

/** Every approved role of a company, for "every other role is refused" loops. */
export function everyone(c: TestCompany): Record<'isveren' | 'mudur' | 'sef' | 'isci' | 'pending', TestUser> {
  return { isveren: c.owner, mudur: c.mudur, sef: c.sef, isci: c.isci, pending: c.pending };
}

/** A subscription plan written straight to the table, as the operator's plan screen would. */
export async function makePlan(
  t: TestApp,
  opts: { name?: string; priceKurus?: number; maxUsers?: number; active?: boolean; createdAt?: string } = {},
): Promise<{ id: string; name: string; maxUsers: number }> {
  const id = randomUUID();
  const name = opts.name ?? `Paket ${++seq}`;
  const maxUsers = opts.maxUsers ?? 10;
  await t.database.db
    .insertInto('plans')
    .values({
      id,
      name,
      price_kurus: opts.priceKurus ?? 49_900,
      max_users: maxUsers,
      features: '[]',
      is_active: opts.active ?? true,
      created_at: opts.createdAt ?? nowIso(),
    })
    .execute();
  return { id, name, maxUsers };
}

/** Sets a company's stored subscription fields outright (its status, and its end date when given). */
export async function setSubscription(
  t: TestApp,
  companyId: string,
  fields: Pick<Updateable<CompaniesTable>, 'subscription_status' | 'subscription_end_date'>,
): Promise<void> {
  await t.database.db.updateTable('companies').set(fields).where('id', '=', companyId).execute();
}

/** Puts a company on a plan. */
export async function putOnPlan(t: TestApp, companyId: string, planId: string | null): Promise<void> {
  await t.database.db
    .updateTable('companies')
    .set({ subscription_plan_id: planId })
    .where('id', '=', companyId)
    .execute();
}

export interface TaskSeed {
  by: TestUser;
  to: TestUser;
  title?: string;
  status?: 'atanmis' | 'baslatildi' | 'tamamlandi' | 'onaylandi' | 'revize_gerekli';
  priority?: 'dusuk' | 'orta' | 'yuksek';
  deadline?: string | null;
  createdAt?: string;
  startedAt?: string | null;
  completedAt?: string | null;
}

/** Inserts a task directly, in any state, for list, stats and analytics tests. */
export async function makeTask(t: TestApp, seed: TaskSeed): Promise<string> {
  const id = randomUUID();
  const createdAt = seed.createdAt ?? nowIso();
  const status = seed.status ?? 'atanmis';
  const done = isDoneStatus(status);
  await t.database.db
    .insertInto('tasks')
    .values({
      id,
      company_id: seed.by.companyId!,
      title: seed.title ?? `Görev ${++seq}`,
      description: 'Açıklama',
      assigned_to: seed.to.id,
      assigned_by: seed.by.id,
      priority: seed.priority ?? 'orta',
      status,
      deadline: seed.deadline ?? null,
      created_at: createdAt,
      started_at: seed.startedAt ?? (status === 'atanmis' ? null : createdAt),
      completed_at: seed.completedAt ?? (done ? nowIso() : null),
      approved_at: status === 'onaylandi' ? nowIso() : null,
      completion_note: null,
      additional_info: null,
      revision_note: null,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

/** A purchase of a company written straight to the table, as the purchase calls and decisions leave one. */
export async function makePurchase(
  t: TestApp,
  companyId: string,
  purchase: Partial<NewPurchase> = {},
): Promise<string> {
  const id = purchase.id ?? randomUUID();
  await t.database.db
    .insertInto('purchases')
    .values({
      ...newPurchaseRow({
        id,
        plan_id: null,
        plan_name: 'Deneme Paketi',
        duration_months: 1,
        total_kurus: 0,
        payment_method: 'havale_eft',
        invoice_company_name: 'Deneme Lojistik A.Ş.',
        ...purchase,
      }),
      company_id: companyId,
    })
    .execute();
  return id;
}

/** A platform operator with this name and password (created, or reset when it exists). */
export async function makeOperator(t: TestApp, username: string, password: string): Promise<void> {
  await createOrResetAdmin({ db: t.database.db }, username, password);
}

/** A bank account written straight to the table, as the operator's screen would. */
export async function makeBankAccount(t: TestApp, opts: { active?: boolean } = {}): Promise<{ id: string }> {
  const id = randomUUID();
  await t.database.db
    .insertInto('bank_accounts')
    .values({
      id,
      bank_name: 'Ziraat Bankası',
      account_holder: 'Vazife Yazılım A.Ş.',
      iban: 'TR330006100519786457841326',
      branch: null,
      display_order: 0,
      is_active: opts.active ?? true,
      created_at: nowIso(),
    })
    .execute();
  return { id };
}

/** A signed-in platform operator (made once per name), as the console would call with. */
export async function operatorCaller(t: TestApp, username = 'abonelik_operator'): Promise<{ token: string }> {
  await createOrResetAdmin({ db: t.database.db }, username, 'operator-sifre-9');
  const row = await t.database.db
    .selectFrom('super_admins')
    .select(['id', 'token_version'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { token: await t.tokens.sign('vazife:admin', { sub: row.id, ver: row.token_version }) };
}
