import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { companyScope } from '../db/scope.js';
import type { Database } from '../db/types.js';
import {
  notificationColumns,
  notificationTexts as texts,
  type NotificationContent,
} from '../modules/notifications/index.js';
import { alertingReportTypes } from '../modules/reports/index.js';
import { demoAnnouncements, type Reader } from './demo-announcements.js';
import { at, people, type DemoCompany } from './demo-company.js';
import { demoReports } from './demo-reports.js';

type TaskText = (task: { id: string; title: string }) => NotificationContent;

/** The ids the demo's rows were written with: its tasks' by title, its people's by key. */
interface DemoIds {
  taskId: (title: string) => string;
  personId: (key: string) => string;
}

interface DemoNotification {
  to: string;
  /** The texts the notifications module writes for the same event, with its subject's id. */
  content: (ids: DemoIds) => NotificationContent;
  h: number;
  read: boolean;
}

const about =
  (text: TaskText, title: string) =>
  ({ taskId }: DemoIds): NotificationContent =>
    text({ id: taskId(title), title });

/**
 * The bell of each demo person, written with the notifications module's own texts, so that the
 * demo cannot drift from what the product writes: mostly unread, so that the count shows at once.
 */
const notifications: DemoNotification[] = [
  // With its subject, as the join request writes it: approving the person clears it.
  {
    to: 'owner',
    content: ({ personId }) => texts.employeePending('Burak Öztürk', personId('pending')),
    h: -6,
    read: false,
  },
  {
    to: 'sef',
    content: ({ taskId }) =>
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

/** The ids the demo's reports and announcements were written with, by title. */
export interface DemoNews {
  reports: Map<string, string>;
  announcements: Map<string, string>;
}

const nameOf = (key: string) => people.find((p) => p.key === key)!.name;

/**
 * What the reports and announcements rang, as their routes ring it: an incident or safety report
 * in the employer's and the manager's bell, an announcement in everyone's but its publisher's.
 * Read where the person has seen it (an announcement they opened, a report older than a day); the
 * newest incident still waits for the manager, the newest announcements for whoever has not opened
 * them.
 */
function newsNotifications(news: DemoNews): DemoNotification[] {
  const alerts = demoReports
    .filter((report) => alertingReportTypes.includes(report.type))
    .flatMap((report) =>
      (['owner', 'mudur'] as const).map((to) => ({
        to,
        content: () => texts.reportAlert({ ...report, id: news.reports.get(report.title)! }, nameOf(report.by)),
        h: report.h,
        read: to === 'owner' || report.h < -24,
      })),
    );
  const readers: Reader[] = ['owner', 'mudur', 'sef', 'isci', 'isci2'];
  const announced = demoAnnouncements.flatMap((announcement) =>
    readers
      .filter((to) => to !== announcement.by)
      .map((to) => ({
        to,
        content: () =>
          texts.announcementCreated(
            { id: news.announcements.get(announcement.title)!, title: announcement.title },
            nameOf(announcement.by),
          ),
        h: announcement.h,
        read: announcement.readBy[to] !== undefined,
      })),
  );
  return [...alerts, ...announced];
}

/** The demo's notifications, in the caller's transaction. */
export async function insertDemoNotifications(
  trx: Transaction<Database>,
  company: DemoCompany,
  news: DemoNews,
): Promise<void> {
  const ids: DemoIds = {
    taskId: (title) => company.taskIds.get(title)!,
    personId: (key) => company.ids.get(key)!,
  };
  const rows = [...notifications, ...newsNotifications(news)].map((n) => ({
    id: randomUUID(),
    user_id: company.ids.get(n.to)!,
    ...notificationColumns(n.content(ids)),
    is_read: n.read,
    created_at: at(n.h),
  }));
  await companyScope(trx, { companyId: company.companyId }).insertInto('notifications', rows).execute();
}
