import { isOverdue, type EvidenceFile, type Task } from '@vazife/contract';
import type { TaskFileRow } from '../../db/types.js';
import type { UrlSigner } from '../../platform/signed-urls.js';
import type { TaskRecord } from './tasks.repo.js';

export interface RevisionRecord {
  task_id: string;
  note: string;
  requested_by: string;
  requested_by_name: string;
  requested_at: string;
}

/** Map.groupBy arrives with Node 21; the machines run 20. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Download path segment of each file kind: /api/download/tasks/… and /api/download/evidence/…. */
export const downloadAreaOf = { image: 'tasks', evidence: 'evidence' } as const;

function toEvidence(file: TaskFileRow, signer: UrlSigner, now: number): EvidenceFile {
  const area = downloadAreaOf.evidence;
  return {
    id: file.id,
    url: signer.sign(area, file.storage_key, file.company_id, now),
    thumbnail_url: file.thumbnail_key ? signer.sign(area, file.thumbnail_key, file.company_id, now) : null,
    filename: file.filename,
    mime_type: file.mime_type,
    size: file.size,
    uploaded_at: file.uploaded_at,
  };
}

/** The API's task: the seeds' fields, the parties' names, signed file links and the revision history. */
export function toTaskViews(
  records: TaskRecord[],
  files: TaskFileRow[],
  revisions: RevisionRecord[],
  signer: UrlSigner,
  now = new Date(),
): Task[] {
  const filesByTask = groupBy(files, (f) => f.task_id);
  const revisionsByTask = groupBy(revisions, (r) => r.task_id);
  const nowMs = now.getTime();
  return records.map((t) => {
    const own = filesByTask.get(t.id) ?? [];
    const image = own.find((f) => f.kind === 'image');
    return {
      id: t.id,
      title: t.title,
      description: t.description,
      assigned_to: t.assigned_to,
      assigned_to_name: t.assigned_to_name,
      assigned_by: t.assigned_by,
      assigned_by_name: t.assigned_by_name,
      assigned_by_role: t.assigner_role,
      priority: t.priority,
      status: t.status,
      deadline: t.deadline,
      created_at: t.created_at,
      started_at: t.started_at,
      completed_at: t.completed_at,
      approved_at: t.approved_at,
      task_image: image ? signer.sign(downloadAreaOf.image, image.storage_key, t.company_id, nowMs) : null,
      task_image_thumbnail: image?.thumbnail_key
        ? signer.sign(downloadAreaOf.image, image.thumbnail_key, t.company_id, nowMs)
        : null,
      evidence_files: own.filter((f) => f.kind === 'evidence').map((f) => toEvidence(f, signer, nowMs)),
      additional_info: t.additional_info,
      revision_note: t.revision_note,
      revision_count: t.revision_count,
      revision_history: (revisionsByTask.get(t.id) ?? []).map((r) => ({
        note: r.note,
        requested_by: r.requested_by,
        requested_by_name: r.requested_by_name,
        requested_at: r.requested_at,
      })),
      completion_note: t.completion_note,
      is_overdue: isOverdue(t, now),
    };
  });
}
