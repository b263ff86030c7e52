import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { LiveHub } from './live-hub.js';
import { groupMemberIds } from './live.repo.js';

/** The hub of this instance, reading group members from the application's database. */
export function createLiveHub(db: Kysely<Database>): LiveHub {
  return new LiveHub((companyId, groupId) => groupMemberIds(db, companyId, groupId));
}
