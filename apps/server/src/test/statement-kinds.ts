import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * A handle on a test's database that notes the kind of every statement it runs (`InsertQueryNode`,
 * `SelectQueryNode`, …), in its transactions too; BEGIN and COMMIT are the driver's and not seen.
 * For the tests that hold a write to the statements it takes: a service called with a deps bag
 * whose `db` is this one counts exactly what the service runs.
 */
export function countingDatabase(db: Kysely<Database>): { db: Kysely<Database>; kinds: string[] } {
  const kinds: string[] = [];
  // A subquery passes transformQuery too, under its own id: only what was run reaches transformResult.
  const built = new Map<unknown, string>();
  const counter: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      built.set(queryId, node.kind);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      kinds.push(built.get(queryId) ?? 'unknown');
      return result;
    },
  };
  return { db: db.withPlugin(counter), kinds };
}
