import { z } from './zod.js';
import { idOf, isIsoDateTime, optionalText, requiredText } from './common.js';
import { priority, role, taskStatus } from './enums.js';

export const taskLimits = {
  titleMax: 200,
  descriptionMax: 5000,
  noteMax: 5000,
  evidenceMaxFiles: 5,
  imageMaxBytes: 10 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
  /** A deadline may lag "now" by this much: the clock of a phone is not the server's. */
  deadlineSkewMs: 5 * 60 * 1000,
  /** How far ahead a deadline may be: 9999-12-31 is a typo or a probe, not a plan. */
  deadlineHorizonYears: 10,
} as const;

/** The latest deadline a task may have now: the same moment `deadlineHorizonYears` later. */
export function latestDeadline(now = new Date()): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + taskLimits.deadlineHorizonYears);
  return latest;
}

/** What the pickers accept; the server checks the bytes, not these names. */
export const acceptedTypes = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/webm'],
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const;

/** `/api/tasks/{id}/…`. */
export const taskIdParams = z.object({ id: idOf('task') });

export const taskFilters = ['today', 'week', 'overdue'] as const;
export const taskFilter = z.enum(taskFilters);
export type TaskFilter = z.infer<typeof taskFilter>;

const deadline = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  // Only the form the web sends: Date.parse would move 2027-02-30 to 2 March and read "2100" as a year.
  .refine((v) => v === undefined || isIsoDateTime(v), { error: 'Son tarih geçerli bir tarih olmalı' })
  .refine((v) => v === undefined || Date.parse(v) >= Date.now() - taskLimits.deadlineSkewMs, {
    error: 'Son tarih geçmiş bir zaman olamaz',
  })
  .refine((v) => v === undefined || !isIsoDateTime(v) || Date.parse(v) <= latestDeadline().getTime(), {
    error: `Son tarih en fazla ${taskLimits.deadlineHorizonYears} yıl sonrası olabilir`,
  });

export const createTaskInput = z.object({
  title: requiredText('Görev başlığı zorunludur', taskLimits.titleMax),
  description: requiredText('Görev açıklaması zorunludur', taskLimits.descriptionMax, { lines: true }),
  assigned_to: idOf('user', 'Görevin atanacağı kişi seçilmelidir'),
  priority: z
    .string()
    .optional()
    .transform((v) => (v ? v : 'orta'))
    .pipe(priority),
  deadline,
});
export type CreateTaskInput = z.input<typeof createTaskInput>;

export const updateStatusInput = z.object({
  status: taskStatus,
  completion_note: optionalText(taskLimits.noteMax, { lines: true }),
});
export type UpdateStatusInput = z.input<typeof updateStatusInput>;

export const requestRevisionInput = z.object({
  revision_note: requiredText('Revize açıklaması zorunludur', taskLimits.noteMax, { lines: true }),
});
export type RequestRevisionInput = z.input<typeof requestRevisionInput>;

export const additionalInfoInput = z.object({
  additional_info: requiredText('Ek bilgi boş olamaz', taskLimits.noteMax, { lines: true }),
});
export type AdditionalInfoInput = z.input<typeof additionalInfoInput>;

export const taskListQuery = z.object({
  filter: taskFilter.optional(),
  /** Opaque keyset cursor from the previous page's `x-next-cursor` header. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type TaskListQuery = z.input<typeof taskListQuery>;

export const evidenceFile = z.object({
  id: z.string(),
  /** Short-lived signed URL: works in <img> and <video> without a header. */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type EvidenceFile = z.infer<typeof evidenceFile>;

export const revisionEntry = z.object({
  note: z.string(),
  requested_by: z.string(),
  requested_by_name: z.string(),
  requested_at: z.string(),
});
export type RevisionEntry = z.infer<typeof revisionEntry>;

/** One completion of a task: the first, and one more after each revision request, in order. */
export const completionRound = z.object({
  round: z.number().int(),
  note: z.string().nullable(),
  completed_at: z.string(),
  completed_by: z.string(),
  completed_by_name: z.string(),
  evidence_files: z.array(evidenceFile),
});
export type CompletionRound = z.infer<typeof completionRound>;

export const task = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  assigned_to: z.string(),
  assigned_to_name: z.string(),
  assigned_by: z.string(),
  assigned_by_name: z.string(),
  /** The assigner's role now: the review rule depends on it (a manager reviews a supervisor's task). */
  assigned_by_role: role,
  priority,
  status: taskStatus,
  deadline: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  task_image: z.string().nullable(),
  task_image_thumbnail: z.string().nullable(),
  /** The latest completion round's evidence (all rounds: `completions`). */
  evidence_files: z.array(evidenceFile),
  additional_info: z.string().nullable(),
  revision_note: z.string().nullable(),
  revision_count: z.number().int(),
  revision_history: z.array(revisionEntry),
  /** The latest completion round's note. */
  completion_note: z.string().nullable(),
  /** Every completion round, oldest first. */
  completions: z.array(completionRound),
  is_overdue: z.boolean(),
});
export type Task = z.infer<typeof task>;
export const taskList = z.array(task);

export const taskCounts = z.object({
  all: z.number().int(),
  today: z.number().int(),
  week: z.number().int(),
  overdue: z.number().int(),
});
export type TaskCounts = z.infer<typeof taskCounts>;

export const taskActionResponse = z.object({ message: z.string(), task });
