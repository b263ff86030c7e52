import { z } from './zod.js';
import { formBoolean, idOf } from './common.js';

/** The bell's kinds (docs/product-rules.md#live-updates-and-the-bell). */
export const notificationTypes = [
  'task_assigned',
  'task_completed',
  'task_approved',
  'task_revision',
  'task_due_soon',
  'task_overdue',
  'employee_pending',
  'announcement_created',
  /** An incident or safety report (`olay`, `guvenlik`): the employer and the managers at once. */
  'report_alert',
  'purchase_approved',
  'purchase_rejected',
] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

export const notification = z.object({
  id: z.string(),
  type: notificationType,
  title: z.string(),
  body: z.string(),
  /** An in-app path (`/dashboard?task=…`) the click opens; null when there is nothing to open. */
  link: z.string().nullable(),
  /**
   * What the title and body name (the task's title, the person's name, the report's type, the
   * plan…; `notificationParams`), so that a client writes the bell in its reader's language from
   * the type and these; null on notifications written before they were kept, whose Turkish text
   * is all there is.
   */
  params: z.record(z.string(), z.string()).nullable(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/**
 * The names each kind's texts take (`params`): the Turkish ones are written by the server
 * (apps/server/src/modules/notifications/notification.texts.ts), another language's by the web's
 * catalogue. `report_type` is a `ReportType`; `end_date` the subscription's new end, as stored.
 */
export interface NotificationParams {
  task_assigned: { task: string };
  task_completed: { task: string; name: string };
  task_approved: { task: string };
  task_revision: { task: string };
  task_due_soon: { task: string };
  task_overdue: { task: string };
  employee_pending: { name: string };
  announcement_created: { title: string; name: string };
  report_alert: { title: string; name: string; report_type: string };
  purchase_approved: { plan: string; months: string; end_date: string };
  purchase_rejected: { plan: string; reason: string };
}
/** `GET /api/notifications`: a page, newest first; the next page's cursor is in `x-next-cursor`. */
export const notificationList = z.array(notification);

export const notificationListQuery = z.object({
  /** Opaque keyset cursor from the previous page's `x-next-cursor` header. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;

export const unreadCountResponse = z.object({ unread_count: z.number().int() });

const notificationId = idOf('notification');

export const markNotificationsReadInput = z
  .object({
    ids: z
      .union([
        z.array(notificationId),
        z.string().transform((text) =>
          text
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(notificationId).max(500))
      .optional(),
    all: formBoolean.optional(),
  })
  .refine((v) => v.all === true || (v.ids?.length ?? 0) > 0, {
    error: 'Okundu işaretlenecek bildirim seçilmelidir',
    path: ['ids'],
  });
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadInput>;
export const markNotificationsReadResponse = z.object({ message: z.string(), marked: z.number().int() });

/** The bell's count shows "99+" past this. */
export const notificationBadgeCap = 99;
