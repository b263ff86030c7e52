import {
  canReviewTask,
  canTransition,
  canWorkOnTask,
  isDoneStatus,
  isReviewable,
  taskParties,
  type PersonActor,
  type Task,
  type UserPublic,
} from '@vazife/contract';

export function actorOf(user: UserPublic): PersonActor {
  return { userId: user.id, role: user.role, approved: user.is_approved };
}

export type WorkAction = 'start' | 'complete' | 'recomplete';

/** What the assignee can do now: Başlat, Tamamla or Yeniden Tamamla. */
export function workActionFor(task: Task, user: UserPublic): WorkAction | null {
  if (!canWorkOnTask(actorOf(user), taskParties(task))) return null;
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
  const reviewer = canReviewTask(actorOf(user), taskParties(task));
  const awaiting = isReviewable(task.status);
  return {
    approve: reviewer && awaiting,
    requestRevision: reviewer && awaiting,
    addInfo: reviewer && isDoneStatus(task.status),
  };
}

export function isFinished(task: Task): boolean {
  return isDoneStatus(task.status);
}

export function hasAnyAction(task: Task, user: UserPublic): boolean {
  const review = reviewActionsFor(task, user);
  return Boolean(workActionFor(task, user)) || review.approve || review.requestRevision || review.addInfo;
}
