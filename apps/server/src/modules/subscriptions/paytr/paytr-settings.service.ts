import {
  paytrErrors,
  type PaytrSettings,
  type PaytrSettingsCreateInput,
  type PaytrSettingsUpdateInput,
} from '@vazife/contract';
import { isUniqueViolation, toBool } from '../../../db/dialect.js';
import type { AdminCtx } from '../../../platform/context.js';
import { AppError, conflict } from '../../../platform/errors.js';
import { auditedChange, type AuditedRecord } from '../../audit/index.js';
import { secretHint } from '../../../platform/secret-box.js';
import { requestToken } from './paytr-gateway.service.js';
import { encodeBasket, newMerchantOid, type PaytrCredentials } from './paytr-protocol.rules.js';
import type { PaytrDeps } from './paytr-deps.js';
import { toPaytrSettings } from './paytr.mapper.js';
import * as repo from './paytr.repo.js';

/**
 * What each sealed value is bound to (platform/secret-box.ts): a key copied into the salt's column,
 * or from another row, does not open.
 */
export const merchantKeyContext = 'paytr_settings.merchant_key';
export const merchantSaltContext = 'paytr_settings.merchant_salt';

/** An opened value, or a throw when it does not open with this box (another key, or damaged). */
function opened(value: string | undefined): string {
  if (value === undefined) throw new Error('a sealed PayTR secret does not open');
  return value;
}

/** The operator's PayTR settings: one row, the merchant key and salt sealed (platform/secret-box.ts). */

export async function getSettings(deps: PaytrDeps): Promise<PaytrSettings> {
  return toPaytrSettings(await repo.findSettings(deps.db));
}

/** What the audit log keeps of the settings' single row: never a key or a salt, only their hints. */
const auditedSettings: AuditedRecord<NonNullable<Awaited<ReturnType<typeof repo.findSettings>>>> = {
  kind: 'paytr_settings',
  read: (trx) => repo.findSettings(trx),
  fields: (row) => ({
    merchant_id: row.merchant_id,
    merchant_key_hint: row.merchant_key_hint,
    merchant_salt_hint: row.merchant_salt_hint,
    is_test_mode: toBool(row.is_test_mode),
    is_active: toBool(row.is_active),
  }),
  missing: () => new AppError(404, paytrErrors.settingsMissing),
};

/**
 * The first save: every field; a second is refused (409), the operator updates instead. The
 * audit log's entry commits with it.
 */
export async function createSettings(
  deps: PaytrDeps,
  ctx: AdminCtx,
  input: PaytrSettingsCreateInput,
): Promise<PaytrSettings> {
  if (await repo.findSettings(deps.db)) throw conflict(paytrErrors.settingsExist);
  const now = new Date().toISOString();
  const row = {
    merchant_id: input.merchant_id,
    merchant_key_encrypted: deps.secrets.seal(input.merchant_key, merchantKeyContext),
    merchant_salt_encrypted: deps.secrets.seal(input.merchant_salt, merchantSaltContext),
    merchant_key_hint: secretHint(input.merchant_key),
    merchant_salt_hint: secretHint(input.merchant_salt),
    is_test_mode: input.is_test_mode,
    is_active: input.is_active,
    created_at: now,
    updated_at: now,
  };
  try {
    await auditedChange(deps.db, ctx, auditedSettings, {
      id: '1',
      action: 'create',
      write: (trx) => repo.insertSettings(trx, row),
    });
  } catch (error) {
    // Two first saves at once: the other one is stored.
    if (isUniqueViolation(error)) throw conflict(paytrErrors.settingsExist);
    throw error;
  }
  return getSettings(deps);
}

/** Later saves: a blank key or salt keeps the stored one; the audit log's entry commits with it. */
export async function updateSettings(
  deps: PaytrDeps,
  ctx: AdminCtx,
  input: PaytrSettingsUpdateInput,
): Promise<PaytrSettings> {
  const changes = {
    merchant_id: input.merchant_id,
    ...(input.merchant_key
      ? {
          merchant_key_encrypted: deps.secrets.seal(input.merchant_key, merchantKeyContext),
          merchant_key_hint: secretHint(input.merchant_key),
        }
      : {}),
    ...(input.merchant_salt
      ? {
          merchant_salt_encrypted: deps.secrets.seal(input.merchant_salt, merchantSaltContext),
          merchant_salt_hint: secretHint(input.merchant_salt),
        }
      : {}),
    is_test_mode: input.is_test_mode,
    is_active: input.is_active,
    updated_at: new Date().toISOString(),
  };
  await auditedChange(deps.db, ctx, auditedSettings, {
    id: '1',
    action: 'update',
    write: (trx) => repo.updateSettings(trx, changes),
  });
  return getSettings(deps);
}

export type StoredPaytr =
  | { state: 'missing' }
  | { state: 'unreadable'; testMode: boolean; active: boolean }
  | { state: 'ready'; credentials: PaytrCredentials; testMode: boolean; active: boolean };

/** The stored credentials, opened: what signs the calls to PayTR and checks its notifications. */
export async function storedCredentials(deps: PaytrDeps): Promise<StoredPaytr> {
  const row = await repo.findSettings(deps.db);
  if (!row) return { state: 'missing' };
  const testMode = toBool(row.is_test_mode);
  const active = toBool(row.is_active);
  try {
    return {
      state: 'ready',
      credentials: {
        merchantId: row.merchant_id,
        merchantKey: opened(deps.secrets.open(row.merchant_key_encrypted, merchantKeyContext)),
        merchantSalt: opened(deps.secrets.open(row.merchant_salt_encrypted, merchantSaltContext)),
      },
      testMode,
      active,
    };
  } catch {
    deps.log.error('paytr: the stored merchant key or salt does not decrypt with this secrets key');
    return { state: 'unreadable', testMode, active };
  }
}

/**
 * A real get-token round trip with the stored credentials: a small test order (1 TL, test mode),
 * never shown to anyone. PayTR answering with a token proves the merchant number, key and salt.
 */
export async function testSettings(
  deps: PaytrDeps,
): Promise<{ success: boolean; message: string; test_mode: boolean }> {
  const stored = await storedCredentials(deps);
  if (stored.state === 'missing') return { success: false, message: paytrErrors.settingsMissing, test_mode: true };
  if (stored.state === 'unreadable')
    return { success: false, message: paytrErrors.credentialsUnreadable, test_mode: stored.testMode };
  const origin = deps.publicUrl ?? 'http://localhost';
  const answer = await requestToken(deps.baseUrl, stored.credentials, {
    user_ip: '127.0.0.1',
    merchant_oid: newMerchantOid('VZTEST'),
    email: 'paytr-test@vazife.invalid',
    payment_amount: '100',
    user_basket: encodeBasket([['Bağlantı testi', '1.00', 1]]),
    no_installment: '1',
    max_installment: '0',
    currency: 'TL',
    test_mode: '1',
    user_name: 'Vazife bağlantı testi',
    user_address: 'Test',
    user_phone: '05000000000',
    merchant_ok_url: `${origin}/payment-success`,
    merchant_fail_url: `${origin}/payment-failed`,
    timeout_limit: '30',
    debug_on: '1',
    lang: 'tr',
  });
  if (answer.ok)
    return {
      success: true,
      message: stored.testMode
        ? 'PayTR bağlantısı başarılı: mağaza bilgileri doğrulandı. Test modu açık, ödemeler gerçek karttan çekilmez.'
        : 'PayTR bağlantısı başarılı: mağaza bilgileri doğrulandı. Canlı mod açık, ödemeler gerçek karttan çekilir.',
      test_mode: stored.testMode,
    };
  deps.log.warn({ reason: answer.reason }, 'paytr: the settings test was refused');
  return { success: false, message: `PayTR bağlantısı başarısız: ${answer.reason}`, test_mode: stored.testMode };
}
