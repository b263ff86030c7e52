import { secretHint } from '../../../platform/secrets.js';
import type { PaytrDeps } from './paytr-deps.js';
import * as repo from './paytr.repo.js';

/**
 * What the demo stores its PayTR settings with (`npm run demo -- --paytr-fake`): the fake PayTR's
 * credentials, active and in test mode, written over whatever was there.
 */
export async function storePaytrSettings(
  deps: Pick<PaytrDeps, 'db' | 'secrets'>,
  credentials: { merchantId: string; merchantKey: string; merchantSalt: string },
): Promise<void> {
  const now = new Date().toISOString();
  const row = {
    merchant_id: credentials.merchantId,
    merchant_key_encrypted: deps.secrets.seal(credentials.merchantKey),
    merchant_salt_encrypted: deps.secrets.seal(credentials.merchantSalt),
    merchant_key_hint: secretHint(credentials.merchantKey),
    merchant_salt_hint: secretHint(credentials.merchantSalt),
    is_test_mode: true,
    is_active: true,
    updated_at: now,
  };
  if (!(await repo.updateSettings(deps.db, row))) await repo.insertSettings(deps.db, { ...row, created_at: now });
}
