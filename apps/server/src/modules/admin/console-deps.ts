import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { LiveBus } from '../../platform/live-bus.js';
import type { FilesService } from '../files/index.js';

/** What the operator console's services work with (built in index.ts): companies and revenue. */
export interface ConsoleDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  bus: LiveBus;
  /** A deleted company's stored files are removed through the files module's storage. */
  files: FilesService;
  log: FastifyBaseLogger;
}
