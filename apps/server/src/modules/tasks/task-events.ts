import { taskAudience, taskParties, type LiveEventOf, type Task, type TaskStatus } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import { fitsAnEvent, type LiveBus } from '../../platform/live-bus.js';

/** What the tab counts and stats cards count a task by (contract events.ts, `taskTiming`). */
export interface TaskTiming {
  status: TaskStatus;
  created_at: string;
  deadline: string | null;
}

/** Whether every viewer sees `task` alike: a file's link is signed for its reader, so a task with files is not. */
function sameForEveryViewer(task: Task): boolean {
  return (
    task.task_image === null &&
    task.task_image_thumbnail === null &&
    task.evidence_files.length === 0 &&
    task.completions.every((round) => round.evidence_files.length === 0)
  );
}

const timingOf = (task: TaskTiming): TaskTiming => ({
  status: task.status,
  created_at: task.created_at,
  deadline: task.deadline,
});

/** The event of a change: the task itself when every reader may have it, and what its counts need. */
export function taskChangedEvent(before: TaskTiming | null, after: Task): LiveEventOf<'task.changed'> {
  // A description near its 5,000 characters may not fit: its readers fetch the task.
  const carried = sameForEveryViewer(after) && fitsAnEvent(after);
  return {
    type: 'task.changed',
    task_id: after.id,
    task: carried ? after : null,
    refetch: !carried,
    before: before && timingOf(before),
    after: timingOf(after),
  };
}

/**
 * Tells everyone who may see the task what changed (after the write has committed): its audience
 * (contract taskAudience), each person once as far as the task says, since a client moves its
 * counts by the event. The assigner is left out of the people when their role is among the roles
 * told (an employer's own task); an assignee whose role has since become one of them is told
 * twice, which the web's patch recognises (features/tasks/api/task-patch.ts).
 */
export function publishTaskChanged(
  bus: LiveBus | undefined,
  ctx: MemberCtx,
  before: TaskTiming | null,
  after: Task,
): void {
  if (!bus) return;
  const companyId = ctx.actor.companyId;
  const event = taskChangedEvent(before, after);
  const { userIds, roles } = taskAudience(taskParties(after));
  const people = [...new Set(userIds)].filter(
    (id) => id !== after.assigned_by || !roles.includes(after.assigned_by_role),
  );
  bus.publish({ kind: 'users', companyId, userIds: people }, event);
  bus.publish({ kind: 'roles', companyId, roles }, event);
}
