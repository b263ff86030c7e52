import { randomUUID } from 'node:crypto';
import {
  canAssign,
  canReviewTask,
  canTransition,
  canViewTask,
  canWorkOnTask,
  doneStatuses,
  errors,
  limits,
  reviewableStatuses,
  taskLimits,
  taskParties,
  todayWindow,
  weekWindow,
  type Task,
  type TaskFilter,
  type TaskStatus,
  type createTaskInput,
  type updateStatusInput,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { toBool, type DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { readerKey, type KeptAnswers } from '../../platform/answer-cache.js';
import type { MemberCtx } from '../../platform/context.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { linkQueryOf, type DownloadGrants } from '../../platform/download-grants.js';
import type { LiveBus } from '../../platform/live-bus.js';
import type { UploadedFile } from '../../platform/uploads.js';
import type { FilesService } from '../files/index.js';
import { keysetPage, type KeysetPage } from '../../platform/keyset-cursor.js';
import { publishTaskChanged } from './task-events.js';
import { storeTaskFiles, withStoredFiles } from './task-files.service.js';
import { taskNotifications } from './task-notifications.js';
import type { TaskJsonOptions, TaskJsonRow } from './task-json.mapper.js';
import type { TaskPage } from './task-list-cache.js';
import * as counts from './task-counts.repo.js';
import * as repo from './tasks.repo.js';

type Db = Kysely<Database>;
/** Turkish names of the statuses, for the server's messages (the web has its own catalogue). */
const statusLabels: Record<TaskStatus, string> = {
  atanmis: 'Atandı',
  baslatildi: 'Başlatıldı',
  tamamlandi: 'Tamamlandı',
  onaylandi: 'Onaylandı',
  revize_gerekli: 'Revize Gerekli',
};

export interface TaskDeps {
  db: Db;
  dialect: DialectName;
  files: FilesService;
  grants: DownloadGrants;
  bus: LiveBus;
  /** Pages of the list served again while nothing they show has changed (task-list-cache.ts); absent: every page is built. */
  listPages?: KeptAnswers | null;
}

/** After a committed write: the task as the actor gets it, and its viewers told what changed (task-events.ts). */
async function changed(deps: TaskDeps, ctx: MemberCtx, before: repo.TaskRecord | null, taskId: string) {
  const after = await getTask(deps, ctx, taskId);
  publishTaskChanged(deps.bus, ctx, before, after);
  return after;
}

/** How the database writes the actor's tasks as JSON: their download grant, and now for overdue. */
export function jsonOptions(deps: TaskDeps, ctx: MemberCtx, now: Date): TaskJsonOptions {
  return {
    dialect: deps.dialect,
    linkQuery: linkQueryOf(deps, ctx, now.getTime()),
    now: now.toISOString(),
  };
}

/** Loads a task the actor may see; another company's task, or one out of sight, is a 404. */
async function loadVisible(deps: TaskDeps, ctx: MemberCtx, taskId: string): Promise<repo.TaskRecord> {
  const task = await repo.findTask(deps.db, ctx, taskId);
  if (!task || !canViewTask(ctx.actor, taskParties(task))) throw notFound();
  return task;
}

export async function getTask(deps: TaskDeps, ctx: MemberCtx, taskId: string): Promise<Task> {
  await loadVisible(deps, ctx, taskId);
  const json = await repo.findTaskJson(deps.db, ctx, taskId, jsonOptions(deps, ctx, new Date()));
  if (json === undefined) throw notFound();
  return JSON.parse(json.toString()) as Task;
}

type ListQuery = { filter?: TaskFilter; cursor?: string; limit?: number };

/**
 * A page of the actor's tasks, newest first, as the JSON array the route sends (contract
 * `taskList`), and the cursor of the next page when there is one. With kept pages, a page asked
 * for again is served from them while nothing it shows has changed (task-list-cache.ts). "Overdue" pages
 * are always built: a task anywhere in the company joins them the moment its deadline passes.
 */
export async function listTasks(deps: TaskDeps, ctx: MemberCtx, query: ListQuery): Promise<TaskPage> {
  const page = keysetPage(query, limits.pageSize);
  const kept = deps.listPages;
  if (!kept || query.filter === 'overdue') return (await buildPage(deps, ctx, query, page, Date.now())).page;
  const key = `${readerKey(ctx)}|${query.filter ?? ''}|${page.limit}|${query.cursor ?? ''}`;
  return kept.serve(ctx, key, async (now) => {
    const { page: built, expiresAt } = await buildPage(deps, ctx, query, page, now);
    return { answer: built, keepUntil: expiresAt };
  });
}

async function buildPage(
  deps: TaskDeps,
  ctx: MemberCtx,
  query: ListQuery,
  page: KeysetPage,
  nowMs: number,
): Promise<{ page: TaskPage; expiresAt: number }> {
  const now = new Date(nowMs);
  const rows = await repo.listVisibleJson(deps.db, ctx, {
    filter: query.filter,
    ...page.read,
    now,
    json: jsonOptions(deps, ctx, now),
  });
  const { shown, nextCursor } = page.of(rows);
  return {
    page: { json: jsonArray(shown.map((row) => row.json)), nextCursor },
    expiresAt: pageExpiry(deps, query.filter, shown, now),
  };
}

/**
 * Until when a page built at `now` says what a page built later would: the reader's download
 * grant in its links, an `is_overdue` on it turning true, and the day or week its filter means.
 */
function pageExpiry(deps: TaskDeps, filter: TaskFilter | undefined, rows: TaskJsonRow[], now: Date): number {
  let expiresAt = deps.grants.nextLinkChange(now.getTime());
  if (filter === 'today') expiresAt = Math.min(expiresAt, Date.parse(todayWindow(now).end));
  if (filter === 'week') expiresAt = Math.min(expiresAt, Date.parse(weekWindow(now).end));
  for (const row of rows) if (row.overdue_at) expiresAt = Math.min(expiresAt, Date.parse(row.overdue_at));
  return expiresAt;
}

const comma = Buffer.from(',');
/** `[a,b,…]` from the engine's JSON texts, without parsing them. */
function jsonArray(items: (Buffer | string)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('[')];
  items.forEach((item, i) => {
    if (i > 0) parts.push(comma);
    parts.push(typeof item === 'string' ? Buffer.from(item) : item);
  });
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}

/** Total, completed, pending and overdue among the tasks the actor sees (dashboard cards). */
export function taskTotals(db: Db, ctx: MemberCtx) {
  return counts.statusTotals(db, ctx, new Date());
}

export function countTasks(deps: TaskDeps, ctx: MemberCtx) {
  return counts.countVisible(deps.db, ctx, new Date());
}

export async function createTask(
  deps: TaskDeps,
  ctx: MemberCtx,
  input: z.output<typeof createTaskInput>,
  image: UploadedFile | undefined,
): Promise<Task> {
  const assignee = await repo.findAssignee(deps.db, ctx, input.assigned_to);
  // Nobody of the company by that id (another company's person is nobody here) is not found; a
  // person still awaiting approval is there, but cannot be given a task yet.
  // Whom the actor's role may assign comes first: a worker, who assigns nobody, hears 403 for a
  // pending person too, not the 400 that tells a manager the person cannot take a task yet.
  if (!assignee) throw new AppError(404, errors.assigneeNotFound);
  if (!canAssign(ctx.actor, { role: assignee.role, approved: true })) throw forbidden(errors.cannotAssign);
  if (!toBool(assignee.is_approved)) throw badRequest(errors.assigneeNotFound);
  const now = new Date().toISOString();
  const taskId = randomUUID();
  const stored = await storeTaskFiles(deps.files, image ? [image] : [], {
    companyId: ctx.actor.companyId,
    taskId,
    kind: 'image',
    uploadedBy: ctx.actor.userId,
    now,
  });
  const notified = await withStoredFiles(deps.db, ctx, deps.files, stored, () =>
    deps.db.transaction().execute(async (trx) => {
      await repo.insertTask(trx, ctx, {
        id: taskId,
        title: input.title,
        description: input.description,
        assigned_to: assignee.id,
        assigned_by: ctx.actor.userId,
        priority: input.priority,
        status: 'atanmis',
        deadline: input.deadline ? new Date(input.deadline).toISOString() : null,
        created_at: now,
        started_at: null,
        completed_at: null,
        approved_at: null,
        completion_note: null,
        additional_info: null,
        revision_note: null,
        updated_at: now,
      });
      await repo.insertFiles(trx, ctx, stored.rows);
      return taskNotifications.assigned(trx, ctx, { id: taskId, title: input.title, assigned_to: assignee.id });
    }),
  );
  const created = await changed(deps, ctx, null, taskId);
  taskNotifications.announce(deps.bus, ctx, notified);
  return created;
}

/** The assignee's moves, with the note and evidence of a completion. */
export async function updateStatus(
  deps: TaskDeps,
  ctx: MemberCtx,
  taskId: string,
  input: z.output<typeof updateStatusInput>,
  evidence: UploadedFile[],
): Promise<Task> {
  const task = await loadVisible(deps, ctx, taskId);
  if (!canWorkOnTask(ctx.actor, taskParties(task))) throw forbidden(errors.onlyAssigneeUpdates);
  if (!canTransition(task.status, input.status))
    throw conflict(errors.invalidTransition(statusLabels[task.status], statusLabels[input.status]));
  const completing = input.status === 'tamamlandi';
  if (!completing && evidence.length > 0) throw badRequest(errors.evidenceOnlyOnCompletion);
  if (evidence.length > taskLimits.evidenceMaxFiles) throw badRequest(errors.tooManyFiles(taskLimits.evidenceMaxFiles));

  const now = new Date().toISOString();
  // Each completion is a round of its own (note, evidence, time); the task's note is the latest round's.
  const completionId = completing ? randomUUID() : undefined;
  const note = input.completion_note || null;
  const changes = completing
    ? { status: input.status, completed_at: now, updated_at: now, completion_note: note }
    : { status: input.status, started_at: now, updated_at: now };
  const stored = await storeTaskFiles(deps.files, evidence, {
    companyId: ctx.actor.companyId,
    taskId,
    kind: 'evidence',
    uploadedBy: ctx.actor.userId,
    now,
    completionId,
  });
  const notified = await withStoredFiles(deps.db, ctx, deps.files, stored, () =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await repo.updateTaskFrom(trx, ctx, taskId, task.status, changes))) throw staleTask();
      if (completionId)
        await repo.insertCompletion(trx, ctx, { id: completionId, task_id: taskId, note, completed_at: now });
      await repo.insertFiles(trx, ctx, stored.rows);
      return completing ? taskNotifications.completed(trx, ctx, task) : [];
    }),
  );
  const after = await changed(deps, ctx, task, taskId);
  taskNotifications.announce(deps.bus, ctx, notified);
  return after;
}

const staleTask = () => new AppError(409, errors.taskChanged);

/** Loads a task for its reviewer: approve, send back, add information. */
async function loadForReview(
  deps: TaskDeps,
  ctx: MemberCtx,
  taskId: string,
  statuses: readonly TaskStatus[],
  wrongStatus: string,
) {
  const task = await loadVisible(deps, ctx, taskId);
  if (!canReviewTask(ctx.actor, taskParties(task))) throw forbidden(errors.cannotReview);
  if (!statuses.includes(task.status)) throw conflict(wrongStatus);
  return task;
}

/**
 * A review's outcome, in one transaction: the task moved on from `tamamlandi` (a 409 when someone
 * else moved it first), what `write` adds, the assignee's notification of the outcome and every
 * reviewer's "awaiting review" settled; then the task as the actor gets it, and the news of both.
 */
async function review(
  deps: TaskDeps,
  ctx: MemberCtx,
  task: repo.TaskRecord,
  changes: Parameters<typeof repo.updateTaskFrom>[4],
  outcome: 'approved' | 'revision',
  write: (trx: Kysely<Database>) => Promise<void> = async () => undefined,
): Promise<Task> {
  const [notified, resolved] = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.updateTaskFrom(trx, ctx, task.id, 'tamamlandi', changes))) throw staleTask();
    await write(trx);
    return [
      await taskNotifications[outcome](trx, ctx, task),
      await taskNotifications.reviewed(trx, ctx, task),
    ] as const;
  });
  const after = await changed(deps, ctx, task, task.id);
  taskNotifications.announce(deps.bus, ctx, notified);
  taskNotifications.announceResolved(deps.bus, ctx, resolved);
  return after;
}

export async function approveTask(deps: TaskDeps, ctx: MemberCtx, taskId: string): Promise<Task> {
  const task = await loadForReview(deps, ctx, taskId, reviewableStatuses, errors.notReviewable);
  const now = new Date().toISOString();
  return review(deps, ctx, task, { status: 'onaylandi', approved_at: now, updated_at: now }, 'approved');
}

export async function requestRevision(deps: TaskDeps, ctx: MemberCtx, taskId: string, note: string): Promise<Task> {
  const task = await loadForReview(deps, ctx, taskId, reviewableStatuses, errors.notReviewable);
  const now = new Date().toISOString();
  const changes = {
    status: 'revize_gerekli',
    revision_note: note,
    revision_count: task.revision_count + 1,
    updated_at: now,
  } as const;
  return review(deps, ctx, task, changes, 'revision', async (trx) => {
    const revision = { id: randomUUID(), task_id: taskId, note, requested_by: ctx.actor.userId, requested_at: now };
    await repo.insertRevision(trx, ctx, revision);
  });
}

/** Information is added to what is there, so earlier notes are never lost. */
export async function addAdditionalInfo(deps: TaskDeps, ctx: MemberCtx, taskId: string, info: string): Promise<Task> {
  const task = await loadForReview(deps, ctx, taskId, doneStatuses, errors.infoOnlyOnCompleted);
  const combined = task.additional_info ? `${task.additional_info}\n\n${info}` : info;
  if (
    !(await repo.updateTaskFrom(deps.db, ctx, taskId, task.status, {
      additional_info: combined,
      updated_at: new Date().toISOString(),
    }))
  )
    throw staleTask();
  return changed(deps, ctx, task, taskId);
}
