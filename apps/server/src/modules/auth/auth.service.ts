import { randomUUID } from 'node:crypto';
import {
  errors,
  needsCompanyCode,
  type ChangePasswordInput,
  type LoginInput,
  type UpdateProfileInput,
} from '@vazife/contract';
import type { registerInput } from '@vazife/contract';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database, UserRow } from '../../db/types.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, badRequest, conflict } from '../../platform/errors.js';
import type { LiveBus } from '../../platform/live-bus.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { TokenService } from '../../platform/tokens.js';
import {
  announceJoinRequest,
  companyIdForCode,
  companyName,
  createCompanyForOwner,
  latestRejectionBy,
  recordJoinRequest,
} from '../companies/index.js';
import * as users from './users.repo.js';

type Db = Kysely<Database>;
type RegisterData = z.output<typeof registerInput>;

/** What the auth services work with (built in index.ts). */
export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  /** Ends the live streams of the sessions a sign-out or a new password ends. */
  bus: LiveBus;
}

/**
 * One registration for both shapes (docs/product-rules.md#registration-joining-and-approval): an
 * employer is approved at once and may create the company in the same call; staff join with a code
 * and wait for approval, and their employer hears of the request (companies' join-requests.service.ts).
 */
export async function register(deps: AuthDeps, input: RegisterData): Promise<UserRow> {
  const code = input.company_code ?? input.reference_code;
  if (input.role === 'isveren' && code) throw badRequest(errors.companyCodeNotForEmployer);
  if (input.role !== 'isveren' && input.company_name) throw badRequest(errors.companyNameOnlyForEmployer);
  if (needsCompanyCode(input.role) && input.require_company_code && !code) throw badRequest(errors.companyCodeRequired);
  const passwordHash = await hashPassword(input.password);

  const { user, request } = await deps.db.transaction().execute(async (trx) => {
    if (await users.isEmailTaken(trx, input.email)) throw conflict(errors.emailTaken);
    const companyId = code ? await companyIdForCode(trx, code) : null;
    const inserted = await users.insertUser(trx, {
      id: randomUUID(),
      company_id: companyId,
      name: input.name,
      email: input.email,
      email_key: users.emailKey(input.email),
      phone: input.phone ?? null,
      role: input.role,
      password_hash: passwordHash,
      is_approved: input.role === 'isveren',
      can_create_groups: false,
      pinned_conversations: '[]',
      created_at: nowIso(),
      approved_at: input.role === 'isveren' ? nowIso() : null,
    });
    if (input.role === 'isveren' && input.company_name) {
      await createCompanyForOwner(trx, inserted, { name: input.company_name });
      return { user: (await users.findUserById(trx, inserted.id))!, request: undefined };
    }
    return { user: inserted, request: await recordJoinRequest(trx, inserted) };
  });
  announceJoinRequest(deps.bus, request);
  return user;
}

export async function login(deps: AuthDeps, input: LoginInput) {
  const user = await users.findUserByEmail(deps.db, input.email);
  // Verify against a dummy hash when nobody has this e-mail, so the answer time does not tell.
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) throw new AppError(401, errors.invalidCredentials);
  // A suspended company's people, its employer included, cannot sign in (the auth hook refuses
  // their earlier tokens the same way).
  if (user.company_id) {
    const company = await users.findCompanyStatus(deps.db, user.company_id);
    if (company?.subscription_status === 'suspended')
      throw new AppError(403, user.role === 'isveren' ? errors.companySuspendedEmployer : errors.companySuspended);
  }
  // Each sign-in is a session of its own: signing out ends it alone (logout).
  const accessToken = await deps.tokens.sign('vazife:user', {
    sub: user.id,
    ver: user.token_version,
    sid: randomUUID(),
  });
  return { accessToken, user };
}

async function currentUser(deps: AuthDeps, ctx: Ctx): Promise<UserRow> {
  const user = await users.findUserById(deps.db, ctx.actor.userId);
  if (!user) throw new AppError(401, errors.sessionExpired);
  return user;
}

/**
 * The signed-in user with their company's name, which a pending person cannot read elsewhere, and
 * for staff in no company the company that last rejected them.
 */
export async function currentUserWithCompany(
  deps: AuthDeps,
  ctx: Ctx,
): Promise<{ user: UserRow; companyName: string | null; rejectedBy: string | null }> {
  const user = await currentUser(deps, ctx);
  if (user.company_id) return { user, companyName: await companyName(deps.db, user.company_id), rejectedBy: null };
  const rejectedBy = user.role === 'isveren' ? null : await latestRejectionBy(deps.db, user.id);
  return { user, companyName: null, rejectedBy };
}

/**
 * Signs out this device: its session is ended and the person's other sessions stay. A token from
 * before sessions had ids can be ended only with all of them. Then the ended session's live
 * streams end too, on every instance (all of the person's for an old token).
 */
export async function logout(deps: AuthDeps, ctx: Ctx): Promise<void> {
  if (ctx.sessionId) {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + deps.tokens.ttlHours * 3_600_000);
    await users.endSession(deps.db, ctx.actor.userId, ctx.sessionId, now, expiresAt);
  } else {
    await users.bumpTokenVersion(deps.db, ctx.actor.userId);
  }
  deps.bus.endSessions(ctx.actor.userId, ctx.sessionId);
}

/** Signs out every device, this one included: every token issued so far, and every live stream, ends. */
export async function logoutEverywhere(deps: AuthDeps, ctx: Ctx): Promise<void> {
  await users.bumpTokenVersion(deps.db, ctx.actor.userId);
  deps.bus.endSessions(ctx.actor.userId);
}

export async function updateProfile(
  deps: AuthDeps,
  ctx: Ctx,
  input: UpdateProfileInput & { phone?: string | undefined },
): Promise<UserRow> {
  return deps.db.transaction().execute(async (trx) => {
    if (await users.isEmailTaken(trx, input.email, ctx.actor.userId)) throw conflict(errors.emailTaken);
    return users.updateUser(trx, ctx.actor.userId, {
      name: input.name,
      email: input.email,
      email_key: users.emailKey(input.email),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
    });
  });
}

/**
 * Changes the password and revokes every earlier token, and the streams opened with them end (the
 * web reconnects with the new one); the answer carries a fresh token.
 */
export async function changePassword(deps: AuthDeps, ctx: Ctx, input: ChangePasswordInput): Promise<string> {
  const user = await currentUser(deps, ctx);
  if (!(await verifyPassword(user.password_hash, input.current_password)))
    throw badRequest(errors.wrongCurrentPassword);
  if (input.current_password === input.new_password) throw badRequest(errors.samePassword);
  const passwordHash = await hashPassword(input.new_password);
  const version = await deps.db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, { password_hash: passwordHash });
    return users.bumpTokenVersion(trx, user.id);
  });
  deps.bus.endSessions(user.id);
  return deps.tokens.sign('vazife:user', { sub: user.id, ver: version, sid: randomUUID() });
}
