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
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { TokenService } from '../../platform/tokens.js';
import { companyIdForCode, companyName, createCompanyForOwner, latestRejectionBy } from '../companies/index.js';
import * as users from './users.repo.js';

type Db = Kysely<Database>;
type RegisterData = z.output<typeof registerInput>;

/**
 * One registration for both shapes (docs/product-rules.md#registration-joining-and-approval): an
 * employer is approved at once and may create the company in the same call; staff join with a code
 * and wait for approval.
 */
export async function register(db: Db, input: RegisterData): Promise<UserRow> {
  const code = input.company_code ?? input.reference_code;
  if (input.role === 'isveren' && code) throw badRequest(errors.companyCodeNotForEmployer);
  if (input.role !== 'isveren' && input.company_name) throw badRequest(errors.companyNameOnlyForEmployer);
  if (needsCompanyCode(input.role) && input.require_company_code && !code) throw badRequest(errors.companyCodeRequired);
  const passwordHash = await hashPassword(input.password);

  return db.transaction().execute(async (trx) => {
    if (await users.isEmailTaken(trx, input.email)) throw conflict(errors.emailTaken);
    const companyId = code ? await companyIdForCode(trx, code) : null;
    const user = await users.insertUser(trx, {
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
      await createCompanyForOwner(trx, user, { name: input.company_name });
      return (await users.findUserById(trx, user.id))!;
    }
    return user;
  });
}

export async function login(db: Db, tokens: TokenService, input: LoginInput) {
  const user = await users.findUserByEmail(db, input.email);
  // Verify against a dummy hash when nobody has this e-mail, so the answer time does not tell.
  const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) throw new AppError(401, errors.invalidCredentials);
  if (user.company_id && user.role !== 'isveren') {
    const company = await users.findCompanyStatus(db, user.company_id);
    if (company?.subscription_status === 'suspended') throw new AppError(403, errors.companySuspended);
  }
  // Each sign-in is a session of its own: signing out ends it alone (logout).
  const accessToken = await tokens.sign('vazife:user', { sub: user.id, ver: user.token_version, sid: randomUUID() });
  return { accessToken, user };
}

export async function currentUser(db: Db, ctx: Ctx): Promise<UserRow> {
  const user = await users.findUserById(db, ctx.actor.userId);
  if (!user) throw new AppError(401, errors.sessionExpired);
  return user;
}

/**
 * The signed-in user with their company's name, which a pending person cannot read elsewhere, and
 * for staff in no company the company that last rejected them.
 */
export async function currentUserWithCompany(
  db: Db,
  ctx: Ctx,
): Promise<{ user: UserRow; companyName: string | null; rejectedBy: string | null }> {
  const user = await currentUser(db, ctx);
  if (user.company_id) return { user, companyName: await companyName(db, user.company_id), rejectedBy: null };
  const rejectedBy = user.role === 'isveren' ? null : await latestRejectionBy(db, user.id);
  return { user, companyName: null, rejectedBy };
}

/**
 * Signs out this device: its session is ended and the person's other sessions stay. A token from
 * before sessions had ids can be ended only with all of them.
 */
export async function logout(db: Db, tokens: TokenService, ctx: Ctx): Promise<void> {
  if (!ctx.sessionId) return void (await users.bumpTokenVersion(db, ctx.actor.userId));
  const now = new Date();
  const expiresAt = new Date(now.getTime() + tokens.ttlHours * 3_600_000);
  await users.endSession(db, ctx.actor.userId, ctx.sessionId, now, expiresAt);
}

/** Signs out every device, this one included: every token issued so far stops working. */
export async function logoutEverywhere(db: Db, ctx: Ctx): Promise<void> {
  await users.bumpTokenVersion(db, ctx.actor.userId);
}

export async function updateProfile(
  db: Db,
  ctx: Ctx,
  input: UpdateProfileInput & { phone?: string | undefined },
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    if (await users.isEmailTaken(trx, input.email, ctx.actor.userId)) throw conflict(errors.emailTaken);
    return users.updateUser(trx, ctx.actor.userId, {
      name: input.name,
      email: input.email,
      email_key: users.emailKey(input.email),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
    });
  });
}

/** Changes the password and revokes every earlier token; the answer carries a fresh one. */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  ctx: Ctx,
  input: ChangePasswordInput,
): Promise<string> {
  const user = await currentUser(db, ctx);
  if (!(await verifyPassword(user.password_hash, input.current_password)))
    throw badRequest(errors.wrongCurrentPassword);
  if (input.current_password === input.new_password) throw badRequest(errors.samePassword);
  const passwordHash = await hashPassword(input.new_password);
  const version = await db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, { password_hash: passwordHash });
    return users.bumpTokenVersion(trx, user.id);
  });
  return tokens.sign('vazife:user', { sub: user.id, ver: version, sid: randomUUID() });
}
