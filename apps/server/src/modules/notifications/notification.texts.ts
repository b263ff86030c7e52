import type { ReportType } from '@vazife/contract';
import type { NotificationContent } from './notifications.service.js';

/**
 * The bell's Turkish texts, in one place. A task is named in «guillemets», as Turkish writing
 * quotes a title; the link opens the task's detail on the dashboard.
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

/** The announcements tab, opened at one announcement. */
export const announcementLink = (announcementId: string) =>
  `/dashboard/announcements?announcement=${encodeURIComponent(announcementId)}`;

export const notificationTexts = {
  taskAssigned: (task: TaskRef): NotificationContent => ({
    type: 'task_assigned',
    title: 'Yeni görev atandı',
    body: `«${task.title}» görevi size atandı.`,
    link: taskLink(task.id),
  }),
  taskCompleted: (task: TaskRef, by: string): NotificationContent => ({
    type: 'task_completed',
    title: 'Görev tamamlandı',
    body: `${by}, «${task.title}» görevini tamamladı; onayınızı bekliyor.`,
    link: taskLink(task.id),
    subject_id: task.id,
  }),
  taskApproved: (task: TaskRef): NotificationContent => ({
    type: 'task_approved',
    title: 'Görev onaylandı',
    body: `«${task.title}» göreviniz onaylandı.`,
    link: taskLink(task.id),
  }),
  taskRevision: (task: TaskRef): NotificationContent => ({
    type: 'task_revision',
    title: 'Revize istendi',
    body: `«${task.title}» görevi revize için size geri gönderildi.`,
    link: taskLink(task.id),
  }),
  taskDueSoon: (task: TaskRef): NotificationContent => ({
    type: 'task_due_soon',
    title: 'Görevin süresi doluyor',
    body: `«${task.title}» görevinin teslim süresi 24 saat içinde doluyor.`,
    link: taskLink(task.id),
  }),
  taskOverdue: (task: TaskRef): NotificationContent => ({
    type: 'task_overdue',
    title: 'Görevin süresi geçti',
    body: `«${task.title}» görevinin teslim süresi geçti.`,
    link: taskLink(task.id),
  }),
  /** An incident or safety report, to the employer and the managers. */
  reportAlert: (report: { id: string; title: string; type: ReportType }, by: string): NotificationContent => {
    const name = reportTypeNames[report.type];
    return {
      type: 'report_alert',
      title: `${name} raporu`,
      body: `${by}, «${report.title}» başlıklı bir ${name.toLocaleLowerCase('tr')} raporu yazdı.`,
      link: reportLink(report.id),
    };
  },
  /** A new announcement, to every member of the company but its creator. */
  announcementCreated: (announcement: { id: string; title: string }, by: string): NotificationContent => ({
    type: 'announcement_created',
    title: 'Yeni duyuru',
    body: `${by} bir duyuru yayımladı: «${announcement.title}»`,
    link: announcementLink(announcement.id),
    subject_id: announcement.id,
  }),
  /** The operator approved a company's purchase: to its employer. */
  purchaseApproved: (
    purchase: { plan_name: string; duration_months: number },
    endDate: string,
  ): NotificationContent => ({
    type: 'purchase_approved',
    title: 'Satın alma onaylandı',
    body: `${purchase.plan_name} paketi (${purchase.duration_months} ay) onaylandı. Aboneliğiniz ${endDate} tarihine kadar geçerli.`,
    link: '/dashboard?subscription=1',
  }),
  /** The operator rejected a company's purchase, with the reason: to its employer. */
  purchaseRejected: (purchase: { plan_name: string }, reason: string): NotificationContent => ({
    type: 'purchase_rejected',
    title: 'Satın alma reddedildi',
    body: `${purchase.plan_name} paketi için satın alma isteğiniz reddedildi. Neden: ${reason}`,
    link: '/dashboard?subscription=1',
  }),
  employeePending: (name: string, userId?: string): NotificationContent => ({
    type: 'employee_pending',
    title: 'Onay bekleyen personel',
    body: `${name} şirketinize katılmak istiyor ve onayınızı bekliyor.`,
    link: '/dashboard/employees',
    ...(userId ? { subject_id: userId } : {}),
  }),
};
