import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { LiveBus } from '../../platform/live-bus.js';
import type { TokenService } from '../../platform/tokens.js';
import { LiveHub } from './live-hub.service.js';
import { groupMemberIds } from './live.repo.js';

/** What the live streams work with (built in index.ts). */
export interface LiveDeps {
  /** This instance's streams. */
  hub: LiveHub;
  /** What the hub delivers: events and ended sessions, from every instance. */
  bus: LiveBus;
  /** Tells an operator's token, refused a stream, from an expired session. */
  tokens: TokenService;
}

/** The hub of this instance, reading group members from the application's database. */
export function createLiveHub(db: Kysely<Database>): LiveHub {
  return new LiveHub((companyId, groupId) => groupMemberIds(db, companyId, groupId));
}
