import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { notificationTexts as texts, type NotificationContent } from '../modules/notifications/index.js';
import { at, type DemoCompany } from './demo-company.js';

type TaskText = (task: { id: string; title: string }) => NotificationContent;

interface DemoNotification {
  to: string;
  /** The texts the notifications module writes for the same event, for a demo task or not. */
  content: (taskId: (title: string) => string) => NotificationContent;
  h: number;
  read: boolean;
}

const about =
  (text: TaskText, title: string) =>
  (taskId: (title: string) => string): NotificationContent =>
    text({ id: taskId(title), title });

/**
 * The bell of each demo person, written with the notifications module's own texts, so that the
 * demo cannot drift from what the product writes: mostly unread, so that the count shows at once.
 */
const notifications: DemoNotification[] = [
  { to: 'owner', content: () => texts.employeePending('Burak Öztürk'), h: -6, read: false },
  {
    to: 'sef',
    content: (taskId) =>
      texts.taskCompleted({ id: taskId('Forklift günlük kontrolü'), title: 'Forklift günlük kontrolü' }, 'Elif Şahin'),
    h: -24,
    read: false,
  },
  { to: 'sef', content: about(texts.taskApproved, 'İade ürünlerini ayrıştır'), h: -72, read: true },
  { to: 'isci', content: about(texts.taskRevision, 'Soğuk oda sıcaklık kaydı'), h: -46, read: true },
  { to: 'isci', content: about(texts.taskAssigned, 'A blok raf sayımı'), h: -2, read: false },
  { to: 'isci', content: about(texts.taskDueSoon, 'Sevkiyat paletlerini etiketle'), h: -0.3, read: false },
  { to: 'isci2', content: about(texts.taskOverdue, 'Yükleme rampası temizliği'), h: -3, read: false },
  { to: 'mudur', content: about(texts.taskAssigned, 'Haftalık stok raporu'), h: -20, read: false },
];

/** The demo's notifications, in the caller's transaction. */
export async function insertDemoNotifications(trx: Transaction<Database>, company: DemoCompany): Promise<void> {
  const taskId = (title: string) => company.taskIds.get(title)!;
  await trx
    .insertInto('notifications')
    .values(
      notifications.map((n) => ({
        id: randomUUID(),
        company_id: company.companyId,
        user_id: company.ids.get(n.to)!,
        ...n.content(taskId),
        is_read: n.read,
        created_at: at(n.h),
      })),
    )
    .execute();
}
