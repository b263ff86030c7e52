import { randomBytes } from 'node:crypto';
import {
  errors,
  type AdminDashboard,
  type AdminLoginInput,
  type AdminPublic,
  type AdminTwoFactorChallenge,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, toCount } from '../../db/dialect.js';
import type { Database, SuperAdminRow } from '../../db/types.js';
import { AppError } from '../../platform/errors.js';
import type { LiveBus } from '../../platform/live-bus.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { TokenService } from '../../platform/tokens.js';
import * as repo from './admin.repo.js';
import {
  attemptFailed,
  clearSignInGuard,
  signInSucceeded,
  takeAttempt,
  takeBackAttempt,
} from './sign-in-guard/sign-in-guard.service.js';
import { startChallenge, twoFactorRequired } from './two-factor/two-factor.service.js';

type Db = Kysely<Database>;

/** What the operator's services work with (built in index.ts). */
export interface AdminDeps {
  db: Db;
  tokens: TokenService;
  bus: LiveBus;
  /** Told of each right password: the first operator's password file goes (first-password.service.ts). */
  onSignIn?: (username: string) => Promise<void>;
}

/** Outside a request (the first start, `npm run admin`) the database is all there is. */
type DbOnly = Pick<AdminDeps, 'db'>;

/**
 * The right password gives the operator's token, or, with two-factor on, the challenge of the
 * second step (modules/admin/two-factor). An operator's account takes a few wrong attempts and is
 * then locked for a while (sign-in-guard/); every attempt on an account is in the audit log. An
 * unknown username is answered as a wrong password, and logged nowhere: it names no account.
 */
export async function adminLogin(
  deps: AdminDeps,
  input: AdminLoginInput,
  address: string,
): Promise<{ accessToken: string; admin: SuperAdminRow } | { challenge: AdminTwoFactorChallenge }> {
  const admin = await repo.findAdminByUsername(deps.db, input.username.trim());
  if (!admin) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new AppError(401, errors.adminInvalidCredentials);
  }
  const attempt = await takeAttempt(deps.db, admin, address);
  if (!(await verifyPassword(admin.password_hash, input.password))) {
    await attemptFailed(deps.db, attempt, 'password');
    throw new AppError(401, errors.adminInvalidCredentials);
  }
  await deps.onSignIn?.(admin.username);
  if (await twoFactorRequired(deps, admin.id)) {
    await takeBackAttempt(deps.db, attempt);
    return { challenge: await startChallenge(deps, admin) };
  }
  await signInSucceeded(deps.db, attempt, false);
  return { accessToken: await deps.tokens.sign('vazife:admin', { sub: admin.id, ver: admin.token_version }), admin };
}

/** Creates an operator, or resets the password (and revokes the tokens) of an existing one. */
export async function createOrResetAdmin(
  deps: DbOnly,
  username: string,
  password: string,
): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  const existing = await repo.findAdminId(deps.db, username);
  if (existing) {
    await repo.resetAdminPassword(deps.db, existing.id, passwordHash);
    // A lockout earned against the old password does not hold the new one back.
    await clearSignInGuard(deps.db, existing.id);
    return 'reset';
  }
  await repo.insertAdmin(deps.db, username, passwordHash);
  return 'created';
}

export function randomPassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * First start: with no operator, one is made from ADMIN_USERNAME/ADMIN_PASSWORD, or with a random
 * password that is printed once. Answers what to tell the person starting the server.
 */
export async function ensureFirstAdmin(
  deps: DbOnly,
  env: { username?: string | undefined; password?: string | undefined },
): Promise<{ username: string; password?: string } | undefined> {
  const any = await repo.anyAdmin(deps.db);
  if (any) return undefined;
  const username = env.username ?? 'admin';
  const password = env.password ?? randomPassword();
  try {
    // Insert only, never reset: when two instances start at once, the one that loses the race
    // must not overwrite the password the winner has just printed.
    await repo.insertAdmin(deps.db, username, await hashPassword(password));
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return env.password ? { username } : { username, password };
}

export async function adminDashboard(deps: AdminDeps, now = new Date()): Promise<AdminDashboard> {
  const { db } = deps;
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const nowText = now.toISOString();
  const companies = await repo.companyCounts(db, weekAgo, nowText);
  const users = await repo.userCount(db);
  const plans = await repo.planDistribution(db);
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

export function toAdminPublic(row: SuperAdminRow): AdminPublic {
  return { id: row.id, username: row.username, created_at: row.created_at };
}

/**
 * After the operator's suspension of a company has committed (companies/companies.service.ts):
 * its people's live streams end on every instance, and their reconnect meets the suspension's 403
 * (platform/auth.ts, the employer's included).
 */
export async function endCompanySessions(deps: Pick<AdminDeps, 'db' | 'bus'>, companyId: string): Promise<void> {
  for (const userId of await repo.companyUserIds(deps.db, companyId)) deps.bus.endSessions(userId);
}
