import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { KeptAnswers } from '../../platform/answer-cache.js';
import type { DownloadGrants } from '../../platform/download-grants.js';
import type { LiveBus } from '../../platform/live-bus.js';
import type { FilesService } from '../files/index.js';
import type { ReceiptCoalescer } from './receipts/receipts-events.js';

/** What the messaging services work with. */
export interface MessagingDeps {
  db: Kysely<Database>;
  files: FilesService;
  grants: DownloadGrants;
  bus: LiveBus;
  /** Read receipts on their way to the bus, a reader's gathered over a short window. */
  receipts: ReceiptCoalescer;
  /** Answers kept per reader (message-list-cache.ts); absent or null: every answer is built. */
  kept?: KeptAnswers | null;
}

/** A direct conversation's key: the smaller id, ':' and the larger (migration 0007). */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}
