import type { Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

/**
 * The members of a group, read for a group event in the audience's company: the scope is that
 * company's, so another company's group reads as empty.
 */
export async function groupMemberIds(db: Db, companyId: string, groupId: string): Promise<string[]> {
  const rows = await companyScope(db, { companyId })
    .selectFrom('message_group_members')
    .select('message_group_members.user_id')
    .where('message_group_members.group_id', '=', groupId)
    .execute();
  return rows.map((row) => row.user_id);
}
