import {
  canReviewTask,
  canTransition,
  canWorkOnTask,
  type PersonActor,
  type Role,
  type Task,
  type TaskParties,
  type UserPublic,
} from '@vazife/contract';

export function actorOf(user: UserPublic): PersonActor {
  return { userId: user.id, role: user.role, approved: user.is_approved };
}

/**
 * The rules want the assigner's role, which the task does not carry. The list only holds tasks the
 * viewer may see: for a manager, a task neither given to nor by them is one a supervisor gave
 * (PRODUCT.md §2); the viewer's own tasks carry the viewer's role; the rest matter to nobody's rule.
 */
export function partiesOf(task: Task, user: UserPublic): TaskParties {
  let assignerRole: Role = 'isveren';
  if (task.assigned_by === user.id) assignerRole = user.role;
  else if (user.role === 'mudur' && task.assigned_to !== user.id) assignerRole = 'sef';
  return { assigned_to: task.assigned_to, assigned_by: task.assigned_by, assignerRole };
}

export type WorkAction = 'start' | 'complete' | 'recomplete';

/** What the assignee can do now: Başlat, Tamamla or Yeniden Tamamla. */
export function workActionFor(task: Task, user: UserPublic): WorkAction | null {
  if (!canWorkOnTask(actorOf(user), partiesOf(task, user))) return null;
  if (task.status === 'atanmis' && canTransition('atanmis', 'baslatildi')) return 'start';
  if (task.status === 'baslatildi' && canTransition('baslatildi', 'tamamlandi')) return 'complete';
  if (task.status === 'revize_gerekli' && canTransition('revize_gerekli', 'tamamlandi')) return 'recomplete';
  return null;
}

export interface ReviewActions {
  approve: boolean;
  requestRevision: boolean;
  addInfo: boolean;
}

/** Approve and send back a completed task; add information to a completed or approved one. */
export function reviewActionsFor(task: Task, user: UserPublic): ReviewActions {
  const reviewer = canReviewTask(actorOf(user), partiesOf(task, user));
  const awaiting = task.status === 'tamamlandi';
  return {
    approve: reviewer && awaiting,
    requestRevision: reviewer && awaiting,
    addInfo: reviewer && (awaiting || task.status === 'onaylandi'),
  };
}

export function isFinished(task: Task): boolean {
  return task.status === 'tamamlandi' || task.status === 'onaylandi';
}

export function hasAnyAction(task: Task, user: UserPublic): boolean {
  const review = reviewActionsFor(task, user);
  return Boolean(workActionFor(task, user)) || review.approve || review.requestRevision || review.addInfo;
}
