import { priorityLabels, taskStatusLabels, type Task, type TaskExportQuery } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import { csvDateTime, csvDocument, csvFileName, type CsvCell } from '../../platform/csv.js';
import { jsonOptions, type TaskDeps } from './tasks.service.js';
import * as repo from './tasks.repo.js';

/** Tasks read per query while the file goes out: memory stays bounded whatever the list's length. */
const pageRows = 500;

/** The file's first row: the columns' titles. */
export const header = [
  'Başlık',
  'Açıklama',
  'Durum',
  'Öncelik',
  'Atanan',
  'Atayan',
  'Oluşturulma',
  'Son tarih',
  'Başlama',
  'Tamamlanma',
  'Onay',
  'Gecikmiş',
  'Revizyon sayısı',
];

const toRow = (t: Task): CsvCell[] => [
  t.title,
  t.description,
  taskStatusLabels[t.status],
  priorityLabels[t.priority],
  t.assigned_to_name,
  t.assigned_by_name,
  csvDateTime(t.created_at),
  csvDateTime(t.deadline),
  csvDateTime(t.started_at),
  csvDateTime(t.completed_at),
  csvDateTime(t.approved_at),
  t.is_overdue ? 'Evet' : 'Hayır',
  t.revision_count,
];

/**
 * Every task of the actor's list under its tab, newest first, page after page of the list's own
 * query (tasks.repo.ts `listVisibleJson`): the same visibility and filter as `GET /api/tasks/my`.
 */
async function* visibleTasks(deps: TaskDeps, ctx: MemberCtx, query: TaskExportQuery, now: Date) {
  const json = jsonOptions(deps, ctx, now);
  let cursor: repo.Cursor | undefined;
  for (;;) {
    const rows = await repo.listVisibleJson(deps.db, ctx, { filter: query.filter, cursor, limit: pageRows, now, json });
    for (const row of rows) yield toRow(JSON.parse(row.json.toString()) as Task);
    const last = rows[rows.length - 1];
    if (rows.length < pageRows || !last) return;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

/** The task list as a CSV file (docs/product-rules.md#exports): its name and its text, as it is read. */
export function exportTasks(deps: TaskDeps, ctx: MemberCtx, query: TaskExportQuery, cap?: number) {
  const now = new Date();
  return {
    filename: csvFileName('gorevler', now),
    chunks: csvDocument(header, visibleTasks(deps, ctx, query, now), cap),
  };
}
