import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@vazife/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { at, type DemoCompany } from './demo-company.js';

interface DemoNotification {
  to: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A task's title (its link opens it), or an in-app path. */
  task?: string;
  link?: string;
  h: number;
  read: boolean;
}

const task = (title: string) => `«${title}»`;

/**
 * The bell of each demo person, in the texts the notifications module writes for the same events
 * (its notification-texts.ts): mostly unread, so that the count shows at once.
 */
const notifications: DemoNotification[] = [
  {
    to: 'owner',
    type: 'employee_pending',
    title: 'Onay bekleyen personel',
    body: 'Burak Öztürk şirketinize katılmak istiyor ve onayınızı bekliyor.',
    link: '/dashboard/employees',
    h: -6,
    read: false,
  },
  {
    to: 'sef',
    type: 'task_completed',
    title: 'Görev tamamlandı',
    body: `Elif Şahin, ${task('Forklift günlük kontrolü')} görevini tamamladı; onayınızı bekliyor.`,
    task: 'Forklift günlük kontrolü',
    h: -24,
    read: false,
  },
  {
    to: 'sef',
    type: 'task_approved',
    title: 'Görev onaylandı',
    body: `${task('İade ürünlerini ayrıştır')} göreviniz onaylandı.`,
    task: 'İade ürünlerini ayrıştır',
    h: -72,
    read: true,
  },
  {
    to: 'isci',
    type: 'task_revision',
    title: 'Revize istendi',
    body: `${task('Soğuk oda sıcaklık kaydı')} görevi revize için size geri gönderildi.`,
    task: 'Soğuk oda sıcaklık kaydı',
    h: -46,
    read: true,
  },
  {
    to: 'isci',
    type: 'task_assigned',
    title: 'Yeni görev atandı',
    body: `${task('A blok raf sayımı')} görevi size atandı.`,
    task: 'A blok raf sayımı',
    h: -2,
    read: false,
  },
  {
    to: 'isci',
    type: 'task_due_soon',
    title: 'Görevin süresi doluyor',
    body: `${task('Sevkiyat paletlerini etiketle')} görevinin teslim süresi 24 saat içinde doluyor.`,
    task: 'Sevkiyat paletlerini etiketle',
    h: -0.3,
    read: false,
  },
  {
    to: 'isci2',
    type: 'task_overdue',
    title: 'Görevin süresi geçti',
    body: `${task('Yükleme rampası temizliği')} görevinin teslim süresi geçti.`,
    task: 'Yükleme rampası temizliği',
    h: -3,
    read: false,
  },
  {
    to: 'mudur',
    type: 'task_assigned',
    title: 'Yeni görev atandı',
    body: `${task('Haftalık stok raporu')} görevi size atandı.`,
    task: 'Haftalık stok raporu',
    h: -20,
    read: false,
  },
];

/** The demo's notifications, in the caller's transaction. */
export async function insertDemoNotifications(trx: Transaction<Database>, company: DemoCompany): Promise<void> {
  const linkOf = (n: DemoNotification) =>
    n.task ? `/dashboard?task=${encodeURIComponent(company.taskIds.get(n.task)!)}` : (n.link ?? null);
  await trx
    .insertInto('notifications')
    .values(
      notifications.map((n) => ({
        id: randomUUID(),
        company_id: company.companyId,
        user_id: company.ids.get(n.to)!,
        type: n.type,
        title: n.title,
        body: n.body,
        link: linkOf(n),
        is_read: n.read,
        created_at: at(n.h),
      })),
    )
    .execute();
}
