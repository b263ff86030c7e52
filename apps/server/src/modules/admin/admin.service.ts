import { randomBytes, randomUUID } from 'node:crypto';
import { errors, type AdminDashboard, type AdminLoginInput } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, nowIso, toCount } from '../../db/dialect.js';
import type { Database, SuperAdminRow } from '../../db/types.js';
import { AppError } from '../../platform/errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { TokenService } from '../../platform/tokens.js';

type Db = Kysely<Database>;

export async function adminLogin(db: Db, tokens: TokenService, input: AdminLoginInput) {
  const admin = await db
    .selectFrom('super_admins')
    .selectAll()
    .where('username', '=', input.username.trim())
    .executeTakeFirst();
  const valid = await verifyPassword(admin?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!admin || !valid) throw new AppError(401, errors.adminInvalidCredentials);
  return { accessToken: await tokens.sign('vazife:admin', { sub: admin.id, ver: admin.token_version }), admin };
}

/** Creates an operator, or resets the password (and revokes the tokens) of an existing one. */
export async function createOrResetAdmin(db: Db, username: string, password: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom('super_admins').select('id').where('username', '=', username).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('super_admins')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
    return 'reset';
  }
  await insertAdmin(db, username, passwordHash);
  return 'created';
}

function insertAdmin(db: Db, username: string, passwordHash: string) {
  return db
    .insertInto('super_admins')
    .values({ id: randomUUID(), username, password_hash: passwordHash, created_at: nowIso() })
    .execute();
}

export function randomPassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * First start: with no operator, one is made from ADMIN_USERNAME/ADMIN_PASSWORD, or with a random
 * password that is printed once. Answers what to tell the person starting the server.
 */
export async function ensureFirstAdmin(
  db: Db,
  env: { username?: string | undefined; password?: string | undefined },
): Promise<{ username: string; password?: string } | undefined> {
  const any = await db.selectFrom('super_admins').select('id').limit(1).executeTakeFirst();
  if (any) return undefined;
  const username = env.username ?? 'admin';
  const password = env.password ?? randomPassword();
  try {
    // Insert only, never reset: when two instances start at once, the one that loses the race
    // must not overwrite the password the winner has just printed.
    await insertAdmin(db, username, await hashPassword(password));
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return env.password ? { username } : { username, password };
}

export async function adminDashboard(db: Db, now = new Date()): Promise<AdminDashboard> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const nowText = now.toISOString();
  const companies = await db
    .selectFrom('companies')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>(eb.case().when('created_at', '>=', weekAgo).then(1).end()).as('new_this_week'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('subscription_status', '=', 'active'),
                eb.or([eb('subscription_end_date', 'is', null), eb('subscription_end_date', '>=', nowText)]),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('active'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(
              eb.or([
                eb('subscription_status', '=', 'expired'),
                eb.and([eb('subscription_status', '=', 'active'), eb('subscription_end_date', '<', nowText)]),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('expired'),
    ])
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const plans = await db
    .selectFrom('companies')
    .leftJoin('plans', 'plans.id', 'companies.subscription_plan_id')
    .select(['plans.id as id', 'plans.name as name'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy(['plans.id', 'plans.name'])
    .orderBy('count', 'desc')
    .execute();
  return {
    total_companies: toCount(companies.total),
    new_companies_this_week: toCount(companies.new_this_week),
    active_companies: toCount(companies.active),
    expired_companies: toCount(companies.expired),
    total_users: toCount(users.n),
    // A company without a plan is on its trial: the company's own screen calls it "Deneme" too.
    plan_distribution: plans.map((p) => ({ id: p.id ?? null, name: p.name ?? 'Deneme', count: toCount(p.count) })),
  };
}

export function toAdminPublic(row: SuperAdminRow) {
  return { id: row.id, username: row.username, created_at: row.created_at };
}
