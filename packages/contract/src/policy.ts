import type { Role, TaskStatus } from './enums.js';
import type { TaskParties } from './task-rules.js';

/**
 * Permission rules as pure functions: the server enforces them, the web uses them to show or
 * hide. Company membership is checked by the caller (a different company is a 404, not a rule).
 */
export interface Actor {
  role: Role;
  approved: boolean;
}

const assignableBy: Record<Role, readonly Role[]> = {
  isveren: ['mudur', 'sef', 'isci'],
  mudur: ['sef', 'isci'],
  sef: ['isci'],
  isci: [],
};

/** Who may assign a task to whom (docs/product-rules.md#who-may-do-what). */
export function canAssign(actor: Actor, assignee: { role: Role; approved: boolean }): boolean {
  return actor.approved && assignee.approved && assignableBy[actor.role].includes(assignee.role);
}

export function assignableRoles(role: Role): readonly Role[] {
  return assignableBy[role];
}

/** Approving, rejecting, changing roles and group permission: the employer's. */
export function canManageStaff(actor: Actor): boolean {
  return actor.approved && actor.role === 'isveren';
}

/** The employee list (task assignment, screens): everyone who can assign someone. */
export function canListEmployees(actor: Actor): boolean {
  return actor.approved && actor.role !== 'isci';
}

/** Roles an employer can give in the role-change dialog: never isveren. */
export function canChangeRoleTo(actor: Actor, target: { role: Role }, newRole: Role): boolean {
  return canManageStaff(actor) && target.role !== 'isveren' && newRole !== 'isveren' && target.role !== newRole;
}

export function canManageCompany(actor: Actor): boolean {
  return actor.approved && actor.role === 'isveren';
}

/** Staff join a company with its code; only an employer registers without one. */
export function needsCompanyCode(role: Role): boolean {
  return role !== 'isveren';
}

export interface PersonActor extends Actor {
  userId: string;
}

/** Who may see a task, when approved: these people, and everyone with one of these roles. */
export interface TaskAudience<Id = string> {
  userIds: Id[];
  roles: Role[];
}

/**
 * The employer sees every task; others see what was assigned to or by them, and a manager also
 * sees what supervisors assigned, since a manager reviews those. Written once, as the audience
 * of a task: the live events and the bell tell it, canViewTask reads it, and the server's SQL
 * builds its condition from it with column expressions as the ids
 * (apps/server/src/modules/tasks/task-conditions.ts).
 */
export function taskAudience<Id = string>(
  task: Omit<TaskParties, 'assigned_to' | 'assigned_by'> & { assigned_to: Id; assigned_by: Id },
): TaskAudience<Id> {
  return {
    userIds: [task.assigned_to, task.assigned_by],
    roles: task.assignerRole === 'sef' ? ['isveren', 'mudur'] : ['isveren'],
  };
}

export function canViewTask(actor: PersonActor, task: TaskParties): boolean {
  if (!actor.approved) return false;
  const audience = taskAudience(task);
  return audience.userIds.includes(actor.userId) || audience.roles.includes(actor.role);
}

/** Only the assignee starts and completes. */
export function canWorkOnTask(actor: PersonActor, task: TaskParties): boolean {
  return actor.approved && task.assigned_to === actor.userId;
}

/**
 * Approve, send back, add information: whoever sees the task but its assignee (the assigner, the
 * employer, a manager for a supervisor's task).
 */
export function canReviewTask(actor: PersonActor, task: TaskParties): boolean {
  return task.assigned_to !== actor.userId && canViewTask(actor, task);
}

const workerTransitions: Record<TaskStatus, readonly TaskStatus[]> = {
  atanmis: ['baslatildi'],
  baslatildi: ['tamamlandi'],
  revize_gerekli: ['tamamlandi'],
  tamamlandi: [],
  onaylandi: [],
};

/** The assignee's moves: atanmis→baslatildi→tamamlandi, and revize_gerekli→tamamlandi. */
export function canTransition(from: TaskStatus, to: TaskStatus): boolean {
  return workerTransitions[from].includes(to);
}

/** Performance analysis: the employer for all staff, managers and supervisors for those below them. */
export function canViewAnalytics(actor: Actor, target: { role: Role }): boolean {
  return actor.approved && target.role !== 'isveren' && assignableBy[actor.role].includes(target.role);
}

/** Who reads every report of the company, with its author: everyone but the workers who write them. */
export const reportReaderRoles = ['isveren', 'mudur', 'sef'] as const satisfies readonly Role[];

/** Reports are the workers' (docs/product-rules.md#reports): only an approved `isci` writes one. */
export function canCreateReport(actor: Actor): boolean {
  return actor.approved && actor.role === 'isci';
}

/** Whether the actor reads the company's every report; a worker reads only their own. */
export function readsAllReports(actor: Actor): boolean {
  return actor.approved && (reportReaderRoles as readonly Role[]).includes(actor.role);
}

/** Whether the actor may read a report by `author`: their own, or any as a reader of all. */
export function canReadReport(actor: Actor & { userId: string }, report: { user_id: string }): boolean {
  return actor.approved && (readsAllReports(actor) || report.user_id === actor.userId);
}

/** Who publishes announcements (docs/product-rules.md#announcements); every approved member reads them. */
export const announcementCreatorRoles = ['isveren', 'mudur'] as const satisfies readonly Role[];

export function canCreateAnnouncement(actor: Actor): boolean {
  return actor.approved && (announcementCreatorRoles as readonly Role[]).includes(actor.role);
}

/**
 * Deleting an announcement, and seeing who read it: its creator's and the employer's. A manager
 * who created one keeps both if their role changes later.
 */
export function managesAnnouncement(actor: Actor & { userId: string }, announcement: { created_by: string }): boolean {
  return actor.approved && (actor.role === 'isveren' || announcement.created_by === actor.userId);
}
