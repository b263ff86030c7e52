import type { Role } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import { notificationTexts as texts, notify, type NotifyDeps } from '../notifications/index.js';
import type { TaskRecord } from './tasks.repo.js';

type Deps = NotifyDeps;
type Assigned = { id: string; title: string; assigned_to: string };

/**
 * Who hears of a task's step in the bell, called after the step's write has committed. Reviewers
 * of a completed task (policy canReviewTask): its assigner, the employer, and the managers when a
 * supervisor assigned it.
 */
export const taskNotifications = {
  assigned: (deps: Deps, ctx: MemberCtx, task: Assigned) =>
    notify(deps, ctx.actor.companyId, { userIds: [task.assigned_to] }, texts.taskAssigned(task)),

  completed: (deps: Deps, ctx: MemberCtx, task: TaskRecord) => {
    const roles: Role[] = task.assigned_by_role === 'sef' ? ['isveren', 'mudur'] : ['isveren'];
    return notify(
      deps,
      ctx.actor.companyId,
      { userIds: [task.assigned_by], roles, except: task.assigned_to },
      texts.taskCompleted(task, task.assigned_to_name),
    );
  },

  approved: (deps: Deps, ctx: MemberCtx, task: TaskRecord) =>
    notify(deps, ctx.actor.companyId, { userIds: [task.assigned_to] }, texts.taskApproved(task)),

  revision: (deps: Deps, ctx: MemberCtx, task: TaskRecord) =>
    notify(deps, ctx.actor.companyId, { userIds: [task.assigned_to] }, texts.taskRevision(task)),
};
