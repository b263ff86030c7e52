import type { Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/** The person whose figures are asked for, if they are in the actor's company. */
export function findPerson(db: Db, ctx: MemberCtx, employeeId: string) {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.role'])
    .where('users.id', '=', employeeId)
    .executeTakeFirst();
}

/** Every task assigned to the person, with what their figures are computed from. */
export function tasksAssignedTo(db: Db, ctx: MemberCtx, personId: string) {
  return companyScope(db, ctx)
    .selectFrom('tasks')
    .select([
      'tasks.id',
      'tasks.title',
      'tasks.priority',
      'tasks.status',
      'tasks.deadline',
      'tasks.created_at',
      'tasks.started_at',
      'tasks.completed_at',
    ])
    .where('tasks.assigned_to', '=', personId)
    .execute();
}
