import { randomBytes } from 'node:crypto';
import {
  errors,
  twoFactorChallengeSeconds,
  type AdminTwoFactorChallenge,
  type TwoFactorDisableInput,
  type TwoFactorEnabled,
  type TwoFactorRecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@vazife/contract';
import type { Kysely, Transaction } from 'kysely';
import { toBool } from '../../../db/dialect.js';
import type { Database, OperatorTwoFactorTable, SuperAdminRow } from '../../../db/types.js';
import type { AdminCtx } from '../../../platform/context.js';
import { AppError, badRequest, conflict } from '../../../platform/errors.js';
import { verifyPassword } from '../../../platform/passwords.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { TokenService } from '../../../platform/tokens.js';
import {
  challengeHash,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrDataUrl,
  recoveryCodeHash,
  stepOfCode,
} from './two-factor-codes.rules.js';
import { recordAudit } from '../../audit/index.js';
import {
  attemptFailed,
  signInSucceeded,
  takeAttempt,
  takeBackAttempt,
} from '../sign-in-guard/sign-in-guard.service.js';
import * as repo from './two-factor.repo.js';

type Db = Kysely<Database>;

/** What the operator's two-factor services work with (built in the admin module's index.ts). */
export interface TwoFactorDeps {
  db: Db;
  tokens: TokenService;
  secretBox: SecretBox;
  /** The clock codes are checked against; tests move it. */
  now?: () => number;
}

/** Wrong codes one sign-in's second step takes before the password must be given again. */
export const maxChallengeFailures = 5;

/** What the sealed secret is bound to: the operator's row (platform/secret-box.ts). */
const sealContext = (adminId: string) => `operator_two_factor:${adminId}`;

type TwoFactorRow = Pick<OperatorTwoFactorTable, 'admin_id' | 'secret_sealed'>;

function secretOf(deps: TwoFactorDeps, row: TwoFactorRow): string {
  const secret = deps.secretBox.open(row.secret_sealed, sealContext(row.admin_id));
  // The server's key changed (SECRETS_KEY, or a data folder without its key file): every
  // operator's two-factor has to be reset (docs/operator-security.md).
  if (secret === undefined) throw new Error('an operator two-factor secret does not open with this server key');
  return secret;
}

/**
 * Checks a current code and takes its time step, so that it is not taken twice: 'ok', 'invalid' or
 * 'reused'. `enabled` is the state the secret must be in: a setup's first code, or an enabled one.
 */
async function takeCode(
  deps: TwoFactorDeps,
  db: Db | Transaction<Database>,
  row: TwoFactorRow,
  code: string,
  enabled: boolean,
): Promise<'ok' | 'invalid' | 'reused'> {
  const step = stepOfCode(secretOf(deps, row), code, deps.now?.() ?? Date.now());
  if (step === undefined) return 'invalid';
  return (await repo.takeStep(db, row.admin_id, step, enabled)) ? 'ok' : 'reused';
}

const codeError = (outcome: 'invalid' | 'reused') =>
  outcome === 'reused' ? errors.twoFactorCodeReused : errors.twoFactorCodeInvalid;

async function enabledRow(db: Db | Transaction<Database>, adminId: string) {
  const row = await repo.findTwoFactor(db, adminId);
  if (!row || !toBool(row.enabled)) throw conflict(errors.twoFactorNotEnabled);
  return row;
}

/** Ten new recovery codes stored as digests; the plain codes are answered once, here. */
async function storeNewRecoveryCodes(db: Transaction<Database>, adminId: string): Promise<TwoFactorRecoveryCodes> {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(db, adminId, codes.map(recoveryCodeHash));
  return { recovery_codes: codes };
}

export async function twoFactorStatus(deps: TwoFactorDeps, ctx: AdminCtx): Promise<TwoFactorStatus> {
  const row = await repo.findTwoFactor(deps.db, ctx.adminId);
  const enabled = row !== undefined && toBool(row.enabled);
  return {
    enabled,
    pending: row !== undefined && !enabled,
    enabled_at: enabled ? (row.enabled_at ?? null) : null,
    recovery_codes_left: enabled ? await repo.unusedRecoveryCodeCount(deps.db, ctx.adminId) : 0,
  };
}

/** Starts an enrolment: a new secret, not in force until `enableTwoFactor` gets its first code. */
export async function setupTwoFactor(deps: TwoFactorDeps, ctx: AdminCtx): Promise<TwoFactorSetup> {
  const admin = await signedInAdmin(deps, ctx);
  const secret = newTotpSecret();
  const written = await repo.putPendingSecret(
    deps.db,
    ctx.adminId,
    deps.secretBox.seal(secret, sealContext(ctx.adminId)),
  );
  if (!written) throw conflict(errors.twoFactorAlreadyEnabled);
  const uri = otpauthUri(secret, admin.username);
  return { secret, otpauth_uri: uri, qr_svg: await qrDataUrl(uri) };
}

/** Writes a change of the operator's own two-factor to the audit log, in its transaction. */
function auditTwoFactor(
  trx: Transaction<Database>,
  admin: { id: string; username: string },
  action: 'two_factor_enable' | 'two_factor_disable' | 'two_factor_reset' | 'recovery_codes_regenerate',
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordAudit(
    trx,
    { adminId: admin.id },
    { kind: 'operator', id: admin.id, label: admin.username, action, before, after },
  );
}

async function signedInAdmin(deps: TwoFactorDeps, ctx: AdminCtx) {
  const admin = await repo.findAdmin(deps.db, ctx.adminId);
  if (!admin) throw new AppError(401, errors.sessionExpired);
  return admin;
}

/**
 * Puts the setup in force with its first code; answers the recovery codes, this once. Every token
 * issued before ends (one taken before two-factor was on must not keep working without it): the
 * answer carries the operator's new one.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  ctx: AdminCtx,
  input: { code: string },
): Promise<TwoFactorEnabled> {
  const admin = await signedInAdmin(deps, ctx);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findTwoFactor(trx, ctx.adminId);
    if (!row) throw conflict(errors.twoFactorSetupMissing);
    if (toBool(row.enabled)) throw conflict(errors.twoFactorAlreadyEnabled);
    const taken = await takeCode(deps, trx, row, input.code, false);
    if (taken !== 'ok') return taken;
    await repo.markEnabled(trx, ctx.adminId);
    const codes = await storeNewRecoveryCodes(trx, ctx.adminId);
    const version = await repo.endEarlierTokens(trx, ctx.adminId);
    await auditTwoFactor(trx, admin, 'two_factor_enable', { two_factor: false }, { two_factor: true });
    return { ...codes, version };
  });
  if (typeof outcome === 'string') throw badRequest(codeError(outcome));
  const accessToken = await deps.tokens.sign('vazife:admin', { sub: ctx.adminId, ver: outcome.version });
  return { recovery_codes: outcome.recovery_codes, access_token: accessToken };
}

/** New recovery codes for a current code: the earlier ones stop working. */
export async function regenerateRecoveryCodes(
  deps: TwoFactorDeps,
  ctx: AdminCtx,
  input: { code: string },
): Promise<TwoFactorRecoveryCodes> {
  const admin = await signedInAdmin(deps, ctx);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await enabledRow(trx, ctx.adminId);
    const taken = await takeCode(deps, trx, row, input.code, true);
    if (taken !== 'ok') return taken;
    const left = await repo.unusedRecoveryCodeCount(trx, ctx.adminId);
    const codes = await storeNewRecoveryCodes(trx, ctx.adminId);
    await auditTwoFactor(
      trx,
      admin,
      'recovery_codes_regenerate',
      { recovery_codes_left: left },
      { recovery_codes_left: codes.recovery_codes.length },
    );
    return codes;
  });
  if (typeof outcome === 'string') throw badRequest(codeError(outcome));
  return outcome;
}

/** Turns two-factor off: the password, and a current code or a recovery code. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  ctx: AdminCtx,
  input: TwoFactorDisableInput,
): Promise<TwoFactorStatus> {
  const admin = await signedInAdmin(deps, ctx);
  // The password first: a wrong one must not spend the code given with it.
  if (!(await verifyPassword(admin.password_hash, input.password))) throw badRequest(errors.twoFactorWrongPassword);
  const problem = await deps.db.transaction().execute(async (trx) => {
    const row = await enabledRow(trx, ctx.adminId);
    if (input.code !== undefined) {
      const taken = await takeCode(deps, trx, row, input.code, true);
      if (taken !== 'ok') return codeError(taken);
    } else if (!(await repo.useRecoveryCode(trx, ctx.adminId, recoveryCodeHash(input.recovery_code ?? '')))) {
      return errors.twoFactorRecoveryCodeInvalid;
    }
    await repo.deleteTwoFactor(trx, ctx.adminId);
    await auditTwoFactor(trx, admin, 'two_factor_disable', { two_factor: true }, { two_factor: false });
    return undefined;
  });
  if (problem) throw badRequest(problem);
  return twoFactorStatus(deps, ctx);
}

/** The operator signs in with a second step. */
export async function twoFactorRequired(deps: Pick<TwoFactorDeps, 'db'>, adminId: string): Promise<boolean> {
  const row = await repo.findTwoFactor(deps.db, adminId);
  return row !== undefined && toBool(row.enabled);
}

/** The right password of an operator with two-factor on: a challenge for the second step. */
export async function startChallenge(
  deps: Pick<TwoFactorDeps, 'db' | 'now'>,
  admin: Pick<SuperAdminRow, 'id' | 'token_version'>,
): Promise<AdminTwoFactorChallenge> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now?.() ?? Date.now();
  await repo.insertChallenge(deps.db, {
    tokenHash: challengeHash(token),
    adminId: admin.id,
    tokenVersion: admin.token_version,
    expiresAt: new Date(now + twoFactorChallengeSeconds * 1000).toISOString(),
  });
  return { two_factor_required: true, challenge_token: token, expires_in: twoFactorChallengeSeconds };
}

/**
 * The second step: the challenge and a current code (or a recovery code) give the operator's
 * token. A wrong code counts against the challenge; after `maxChallengeFailures` it is spent and
 * the sign-in starts again from the password (rate limited). A challenge gives one token. Each
 * code also counts against the operator's account, as a password does (sign-in-guard/): a few
 * wrong ones lock the account, whatever challenges and addresses they came with.
 */
export async function finishChallenge(
  deps: TwoFactorDeps,
  input: { challenge_token: string; code?: string | undefined; recovery_code?: string | undefined },
  address: string,
): Promise<{ accessToken: string; admin: SuperAdminRow }> {
  const tokenHash = challengeHash(input.challenge_token);
  const expired = () => new AppError(401, errors.twoFactorChallengeExpired);
  const challenge = await repo.findOpenChallenge(deps.db, tokenHash, maxChallengeFailures, deps.now?.());
  // A password reset since the first step ends its challenges too.
  if (!challenge || challenge.challenge_version !== challenge.token_version) throw expired();
  const row = await repo.findTwoFactor(deps.db, challenge.admin_id);
  if (!row || !toBool(row.enabled)) throw expired();
  const attempt = await takeAttempt(deps.db, { id: challenge.admin_id, username: challenge.username }, address);

  let problem: string | undefined;
  if (input.code !== undefined) {
    const taken = await takeCode(deps, deps.db, row, input.code, true);
    if (taken !== 'ok') problem = codeError(taken);
  } else if (!(await repo.useRecoveryCode(deps.db, challenge.admin_id, recoveryCodeHash(input.recovery_code ?? '')))) {
    problem = errors.twoFactorRecoveryCodeInvalid;
  }
  if (problem) {
    await repo.countChallengeFailure(deps.db, tokenHash);
    await attemptFailed(deps.db, attempt, input.code !== undefined ? 'code' : 'recovery_code');
    throw new AppError(401, problem);
  }
  const admin = (await repo.deleteChallenge(deps.db, tokenHash)) && (await repo.findAdmin(deps.db, challenge.admin_id));
  if (!admin) {
    // The right code of a challenge used meanwhile: no failure, and no sign-in either.
    await takeBackAttempt(deps.db, attempt);
    throw expired();
  }
  await signInSucceeded(deps.db, attempt, true);
  return { accessToken: await deps.tokens.sign('vazife:admin', { sub: admin.id, ver: admin.token_version }), admin };
}

/**
 * `npm run admin -- two-factor-off NAME`: turns an operator's two-factor off from the server's
 * command line, for one who lost both the phone and the recovery codes, or after the server's key
 * changed. Answers whether the operator exists.
 */
export async function turnOffTwoFactor(deps: Pick<TwoFactorDeps, 'db'>, username: string): Promise<boolean> {
  const admin = await repo.findAdminByUsername(deps.db, username);
  if (!admin) return false;
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findTwoFactor(trx, admin.id);
    await repo.deleteTwoFactor(trx, admin.id);
    // Logged as the operator's own account, its action saying it came from the command line.
    const wasOn = row !== undefined && toBool(row.enabled);
    await auditTwoFactor(trx, admin, 'two_factor_reset', { two_factor: wasOn }, { two_factor: false });
  });
  return true;
}
