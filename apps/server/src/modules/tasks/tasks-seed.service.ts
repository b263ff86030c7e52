import type { Transaction } from 'kysely';
import type { CompanyInsert } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import * as repo from './tasks.repo.js';

/**
 * Writes tasks and their history as if they had happened, backdated, in the caller's transaction:
 * the demo company's (apps/server/src/cli/demo-tasks.ts). It writes the rows the create, status
 * and review routes write (the task, its picture, each completion round with its evidence, each
 * revision request), through the module's repository; no rule is checked and nothing is published
 * or rung in the bell: the caller seeds people it made itself.
 */
export function tasksSeed(trx: Transaction<Database>) {
  return {
    /** The task as its assigner (`ctx`) created it. */
    addTask: (assigner: MemberCtx, row: CompanyInsert<'tasks'>) => repo.insertTask(trx, assigner, row),

    /** The task's picture, or a round's evidence, as `uploader` sent it (already in storage). */
    addFiles: (uploader: MemberCtx, rows: CompanyInsert<'task_files'>[]) => repo.insertFiles(trx, uploader, rows),

    /** A completion round by the assignee (`ctx`), numbered after the task's earlier ones. */
    addCompletion: (
      assignee: MemberCtx,
      row: { id: string; task_id: string; note: string | null; completed_at: string },
    ) => repo.insertCompletion(trx, assignee, row),

    /** A reviewer's request to do the task again, with their note. */
    addRevision: (reviewer: MemberCtx, row: CompanyInsert<'task_revisions'>) => repo.insertRevision(trx, reviewer, row),
  };
}
