import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import * as repo from './operator.repo.js';
import * as publicRepo from './platform-settings.repo.js';

/**
 * Writes the operator's platform settings as if the operator had saved them, in the caller's
 * transaction: the demo's support contact and sign-in slide (apps/server/src/cli/demo-console.ts).
 * It writes the rows the operator's routes write, through the module's repositories; the slide's
 * image is already in the `slider` area. The caller adds only where the operator has set nothing.
 */
export function platformSettingsSeed(trx: Transaction<Database>) {
  return {
    settings: () => publicRepo.findSettings(trx),

    setSupportContact: (contact: { support_email: string; support_phone: string }, updatedAt: string) =>
      repo.updateSettings(trx, { ...contact, updated_at: updatedAt }),

    slides: () => repo.listSlides(trx),

    addSlide: (row: Insertable<Database['slider_items']>) => repo.insertSlide(trx, row),
  };
}
