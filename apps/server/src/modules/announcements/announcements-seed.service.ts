import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import * as repo from './announcements.repo.js';

/** An attachment the caller has already put in the `announcements` area. */
export interface SeedAttachment {
  key: string;
  name: string;
  mimeType: string;
}

/**
 * Writes announcements and their readings as if they had happened, backdated, in the caller's
 * transaction: the demo company's (apps/server/src/cli/demo-announcements.ts). It writes the rows
 * the create and open routes write, through the module's repository; no rule is checked and
 * nothing is published or rung in the bell: the caller seeds people it made itself.
 */
export function announcementsSeed(trx: Transaction<Database>) {
  return {
    async publish(
      creator: MemberCtx,
      announcement: { id: string; title: string; description: string; createdAt: string },
      attachment: SeedAttachment | null,
    ): Promise<void> {
      await repo.insertAnnouncement(trx, creator, {
        id: announcement.id,
        title: announcement.title,
        description: announcement.description,
        storage_key: attachment?.key ?? null,
        file_name: attachment?.name ?? null,
        mime_type: attachment?.mimeType ?? null,
        created_at: announcement.createdAt,
      });
    },

    /** The reader opened it at `readAt` (their first opening, as the open route records it). */
    async markRead(reader: MemberCtx, announcementId: string, readAt: string): Promise<void> {
      await repo.insertRead(trx, reader, announcementId, readAt);
    },
  };
}
