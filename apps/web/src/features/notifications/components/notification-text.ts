import { reportTypes, type Notification, type ReportType } from '@vazife/contract';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format';

type Params = Record<string, string>;

/**
 * A notification's title and text in the reader's language. The server writes them in Turkish
 * (apps/server/src/modules/notifications/notification.texts.ts), and with them what they name
 * (`params`): in Turkish they are shown as they are; in another language the catalogue writes
 * them from the type and those. A notification written before the server kept them has only its
 * Turkish text, from which they are read back; a text that does not read as expected is shown as
 * the server wrote it.
 */
export function notificationText(item: Notification, t: TFunction, language: string): { title: string; body: string } {
  if (language === 'tr') return { title: item.title, body: item.body };
  const key = `notifications.types.${item.type}` as const;
  const params = item.params ?? readBack(item, t);
  if (!params) return { title: t(`${key}.title`, { defaultValue: item.title }), body: item.body };
  const values: Params & { count?: number } = { ...params };
  if (item.type === 'report_alert') {
    values.type = t(`reports.types.${params.report_type as ReportType}`, { defaultValue: params.report_type ?? '' });
  }
  if (item.type === 'purchase_approved') {
    values.count = Number(params.months);
    values.date = formatDate(params.end_date) || (params.end_date ?? '');
  }
  const titleKey = item.type === 'report_alert' ? `${key}.titleOf` : `${key}.title`;
  return {
    title: t(titleKey, { ...values, defaultValue: item.title }),
    body: t(`${key}.body`, { ...values, defaultValue: item.body }),
  };
}

/** What an older notification's Turkish text names, by its kind; undefined when it reads otherwise. */
function readBack({ type, body }: Notification, t: TFunction): Params | undefined {
  switch (type) {
    case 'task_assigned':
    case 'task_approved':
    case 'task_revision':
    case 'task_due_soon':
    case 'task_overdue':
      return named(/«(?<task>.+)»/s.exec(body));
    case 'task_completed':
      return named(/^(?<name>.+?), «(?<task>.+)» görevini tamamladı/s.exec(body));
    case 'employee_pending':
      return named(/^(?<name>.+) şirketinize katılmak istiyor/s.exec(body));
    case 'announcement_created':
      return named(/^(?<name>.+?) bir duyuru yayımladı: «(?<title>.+)»$/s.exec(body));
    case 'purchase_rejected':
      return named(/^(?<plan>.+) paketi için satın alma isteğiniz reddedildi\. Neden: (?<reason>.*)$/s.exec(body));
    case 'report_alert': {
      const found = named(/^(?<name>.+?), «(?<title>.+)» başlıklı bir (?<typeName>.+) raporu yazdı\.$/s.exec(body));
      // The type's Turkish name, lower-cased as the server wrote it («… bir olay raporu yazdı»).
      const reportType = reportTypes.find(
        (type) => t(`reports.types.${type}`, { lng: 'tr' }).toLocaleLowerCase('tr') === found?.typeName,
      );
      return found && reportType ? { name: found.name!, title: found.title!, report_type: reportType } : undefined;
    }
    case 'purchase_approved': {
      const found = named(
        /^(?<plan>.+) paketi \((?<months>\d+) ay\) onaylandı\. Aboneliğiniz (?<day>.+) tarihine kadar geçerli\.$/s.exec(
          body,
        ),
      );
      const endDate = found && turkishDay(found.day!);
      return found && endDate ? { plan: found.plan!, months: found.months!, end_date: endDate } : undefined;
    }
  }
}

const named = (match: RegExpExecArray | null): Params | undefined => match?.groups && { ...match.groups };

const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'UTC' });
/** "Ocak" … "Aralık", as the server's Intl wrote them. */
const turkishMonths = Array.from({ length: 12 }, (_, month) => monthName.format(Date.UTC(2026, month, 15)));

/** "31 Aralık 2026", as the server wrote a day in Turkish, as "2026-12-31"; undefined otherwise. */
function turkishDay(text: string): string | undefined {
  const [, day, monthName, year] = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text) ?? [];
  const month = turkishMonths.indexOf(monthName ?? '');
  if (month < 0) return undefined;
  return `${year}-${String(month + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
