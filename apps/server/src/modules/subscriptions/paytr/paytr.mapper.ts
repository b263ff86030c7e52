import type { PaytrSettings } from '@vazife/contract';
import type { Selectable } from 'kysely';
import { toBool } from '../../../db/dialect.js';
import type { PaytrSettingsTable } from '../../../db/types.js';

/** The settings as the operator sees them: the merchant number, hints of the key and salt, never them. */
export function toPaytrSettings(row: Selectable<PaytrSettingsTable> | undefined): PaytrSettings {
  if (!row)
    return {
      exists: false,
      merchant_id: null,
      merchant_key_hint: null,
      merchant_salt_hint: null,
      is_test_mode: true,
      is_active: false,
      created_at: null,
      updated_at: null,
    };
  return {
    exists: true,
    merchant_id: row.merchant_id,
    merchant_key_hint: row.merchant_key_hint,
    merchant_salt_hint: row.merchant_salt_hint,
    is_test_mode: toBool(row.is_test_mode),
    is_active: toBool(row.is_active),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
