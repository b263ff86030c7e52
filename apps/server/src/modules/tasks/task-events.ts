import { taskAudience, type TaskParties } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import type { LiveBus } from '../../platform/live-bus.js';

/** A changed task: its id, and its parties as the visibility rule (contract `canViewTask`) reads them. */
export interface ChangedTask extends TaskParties {
  id: string;
}

/**
 * Tells everyone who may see the task that it changed (after the write has committed): its
 * audience (contract taskAudience). One person may be told twice (an employer who assigned it); a
 * refetch is idempotent.
 */
export function publishTaskChanged(bus: LiveBus | undefined, ctx: MemberCtx, task: ChangedTask): void {
  if (!bus) return;
  const companyId = ctx.actor.companyId;
  const event = { type: 'task.changed' as const, task_id: task.id };
  const { userIds, roles } = taskAudience(task);
  bus.publish({ kind: 'users', companyId, userIds }, event);
  bus.publish({ kind: 'roles', companyId, roles }, event);
}
