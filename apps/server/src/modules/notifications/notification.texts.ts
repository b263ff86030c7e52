import type { ReportType } from '@vazife/contract';
import type { NotificationContent } from './notifications.service.js';

/**
 * The bell's Turkish texts, in one place, and what they name (`params`), from which the web writes
 * them in another language (apps/web/src/features/notifications/components/notification-text.ts).
 * A task is named in «guillemets», as Turkish writing quotes a title; the link opens the task's
 * detail on the dashboard.
 */
export const taskLink = (taskId: string) => `/dashboard?task=${encodeURIComponent(taskId)}`;

type TaskRef = { id: string; title: string };

/** The reports tab, opened at one report. */
export const reportLink = (reportId: string) => `/dashboard/reports?report=${encodeURIComponent(reportId)}`;

/** A report type's name in the bell's texts. */
const reportTypeNames: Record<ReportType, string> = {
  gunluk: 'Günlük',
  haftalik: 'Haftalık',
  mesai_teslim: 'Mesai teslim',
  olay: 'Olay',
  bakim: 'Bakım',
  guvenlik: 'Güvenlik',
};

/** A day as the bell writes it in Turkish: "31 Aralık 2026", in Istanbul. */
const turkeyDay = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' });

/** The announcements tab, opened at one announcement. */
export const announcementLink = (announcementId: string) =>
  `/dashboard/announcements?announcement=${encodeURIComponent(announcementId)}`;

export const notificationTexts = {
  taskAssigned: (task: TaskRef): NotificationContent => ({
    type: 'task_assigned',
    title: 'Yeni görev atandı',
    body: `«${task.title}» görevi size atandı.`,
    params: { task: task.title },
    link: taskLink(task.id),
  }),
  taskCompleted: (task: TaskRef, by: string): NotificationContent => ({
    type: 'task_completed',
    title: 'Görev tamamlandı',
    body: `${by}, «${task.title}» görevini tamamladı; onayınızı bekliyor.`,
    params: { task: task.title, name: by },
    link: taskLink(task.id),
    subject_id: task.id,
  }),
  taskApproved: (task: TaskRef): NotificationContent => ({
    type: 'task_approved',
    title: 'Görev onaylandı',
    body: `«${task.title}» göreviniz onaylandı.`,
    params: { task: task.title },
    link: taskLink(task.id),
  }),
  taskRevision: (task: TaskRef): NotificationContent => ({
    type: 'task_revision',
    title: 'Revize istendi',
    body: `«${task.title}» görevi revize için size geri gönderildi.`,
    params: { task: task.title },
    link: taskLink(task.id),
  }),
  taskDueSoon: (task: TaskRef): NotificationContent => ({
    type: 'task_due_soon',
    title: 'Görevin süresi doluyor',
    body: `«${task.title}» görevinin teslim süresi 24 saat içinde doluyor.`,
    params: { task: task.title },
    link: taskLink(task.id),
  }),
  taskOverdue: (task: TaskRef): NotificationContent => ({
    type: 'task_overdue',
    title: 'Görevin süresi geçti',
    body: `«${task.title}» görevinin teslim süresi geçti.`,
    params: { task: task.title },
    link: taskLink(task.id),
  }),
  /** An incident or safety report, to the employer and the managers. */
  reportAlert: (report: { id: string; title: string; type: ReportType }, by: string): NotificationContent => {
    const name = reportTypeNames[report.type];
    return {
      type: 'report_alert',
      title: `${name} raporu`,
      body: `${by}, «${report.title}» başlıklı bir ${name.toLocaleLowerCase('tr')} raporu yazdı.`,
      params: { title: report.title, name: by, report_type: report.type },
      link: reportLink(report.id),
    };
  },
  /** A new announcement, to every member of the company but its creator. */
  announcementCreated: (announcement: { id: string; title: string }, by: string): NotificationContent => ({
    type: 'announcement_created',
    title: 'Yeni duyuru',
    body: `${by} bir duyuru yayımladı: «${announcement.title}»`,
    params: { title: announcement.title, name: by },
    link: announcementLink(announcement.id),
    subject_id: announcement.id,
  }),
  /** The operator approved a company's purchase: to its employer, with the subscription's new end. */
  purchaseApproved: (
    purchase: { plan_name: string; duration_months: number },
    endDate: string,
  ): NotificationContent => ({
    type: 'purchase_approved',
    title: 'Satın alma onaylandı',
    body: `${purchase.plan_name} paketi (${purchase.duration_months} ay) onaylandı. Aboneliğiniz ${turkeyDay.format(Date.parse(endDate))} tarihine kadar geçerli.`,
    params: { plan: purchase.plan_name, months: String(purchase.duration_months), end_date: endDate },
    link: '/dashboard?subscription=1',
  }),
  /** The operator rejected a company's purchase, with the reason: to its employer. */
  purchaseRejected: (purchase: { plan_name: string }, reason: string): NotificationContent => ({
    type: 'purchase_rejected',
    title: 'Satın alma reddedildi',
    body: `${purchase.plan_name} paketi için satın alma isteğiniz reddedildi. Neden: ${reason}`,
    params: { plan: purchase.plan_name, reason },
    link: '/dashboard?subscription=1',
  }),
  employeePending: (name: string, userId?: string): NotificationContent => ({
    type: 'employee_pending',
    title: 'Onay bekleyen personel',
    body: `${name} şirketinize katılmak istiyor ve onayınızı bekliyor.`,
    params: { name },
    link: '/dashboard/employees',
    ...(userId ? { subject_id: userId } : {}),
  }),
};
