import type { Role } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import type { LiveBus } from '../../platform/live-bus.js';

/** The parties of a task, as the task visibility rule (contract `canViewTask`) reads them. */
export interface TaskAudience {
  id: string;
  assigned_to: string;
  assigned_by: string;
  assignerRole: Role;
}

/**
 * Tells everyone who may see the task that it changed (after the write has committed): its two
 * parties, the employer, and the managers when a supervisor assigned it. One person may be told
 * twice (an employer who assigned it); a refetch is idempotent.
 */
export function publishTaskChanged(bus: LiveBus | undefined, ctx: MemberCtx, task: TaskAudience): void {
  if (!bus) return;
  const companyId = ctx.actor.companyId;
  const event = { type: 'task.changed' as const, task_id: task.id };
  bus.publish({ kind: 'users', companyId, userIds: [task.assigned_to, task.assigned_by] }, event);
  const roles: Role[] = task.assignerRole === 'sef' ? ['isveren', 'mudur'] : ['isveren'];
  bus.publish({ kind: 'roles', companyId, roles }, event);
}
