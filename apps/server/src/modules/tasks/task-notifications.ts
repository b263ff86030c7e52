import { taskAudience, taskParties } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { LiveBus } from '../../platform/live-bus.js';
import {
  createNotifications,
  notificationTexts as texts,
  publishCreated,
  publishResolved,
  resolveNotifications,
  type CreatedNotification,
} from '../notifications/index.js';
import type { TaskRecord } from './tasks.repo.js';

type Db = Kysely<Database>;
type Assigned = { id: string; title: string; assigned_to: string };

/**
 * Who hears of a task's step in the bell. Written in the step's own transaction, so that a step
 * and its notifications commit together (never a step answered 500 after it committed); the
 * streams are told afterwards with `announce`. Reviewers of a completed task (policy
 * canReviewTask): its audience but the assignee (its assigner, the employer, and the managers
 * when a supervisor assigned it).
 */
export const taskNotifications = {
  assigned: (trx: Db, ctx: MemberCtx, task: Assigned) =>
    createNotifications(trx, ctx.actor.companyId, { userIds: [task.assigned_to] }, texts.taskAssigned(task)),

  completed: (trx: Db, ctx: MemberCtx, task: TaskRecord) =>
    createNotifications(
      trx,
      ctx.actor.companyId,
      { ...taskAudience(taskParties(task)), except: task.assigned_to },
      texts.taskCompleted(task, task.assigned_to_name),
    ),

  approved: (trx: Db, ctx: MemberCtx, task: TaskRecord) =>
    createNotifications(trx, ctx.actor.companyId, { userIds: [task.assigned_to] }, texts.taskApproved(task)),

  revision: (trx: Db, ctx: MemberCtx, task: TaskRecord) =>
    createNotifications(trx, ctx.actor.companyId, { userIds: [task.assigned_to] }, texts.taskRevision(task)),

  /** Reviewed (approved or sent back) by anyone: every reviewer's "awaiting review" is settled. */
  reviewed: (trx: Db, ctx: MemberCtx, task: { id: string }) =>
    resolveNotifications(trx, ctx.actor.companyId, 'task_completed', task.id),

  /** After the commit: the bells whose notification was settled refetch. */
  announceResolved: (bus: LiveBus, ctx: MemberCtx, userIds: readonly string[]) =>
    publishResolved(bus, ctx.actor.companyId, userIds),

  /** After the commit: each recipient's streams hear of their new notification. */
  announce: (bus: LiveBus, ctx: MemberCtx, created: readonly CreatedNotification[]) =>
    publishCreated(bus, ctx.actor.companyId, created),
};
