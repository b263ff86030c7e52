import type { Notification } from '@vazife/contract';
import type { TFunction } from 'i18next';

/**
 * A notification's title and text in the reader's language. The server writes them in Turkish
 * (apps/server/src/modules/notifications/notification.texts.ts): in Turkish they are shown as they
 * are; in another language the title comes from the type, and the text from the type with the
 * task's title (between « ») and the person's name read back out of the Turkish text. A text that
 * does not read as expected is shown as the server wrote it.
 */
export function notificationText(item: Notification, t: TFunction, language: string): { title: string; body: string } {
  if (language === 'tr') return { title: item.title, body: item.body };
  const key = `notifications.types.${item.type}` as const;
  const title = t(`${key}.title`, { defaultValue: item.title });
  return { title, body: translatedBody(item, t) ?? item.body };
}

const taskTitle = (body: string) => /«(.+)»/.exec(body)?.[1];

function translatedBody(item: Notification, t: TFunction): string | undefined {
  const body = item.body;
  const key = `notifications.types.${item.type}.body`;
  switch (item.type) {
    case 'task_assigned':
    case 'task_approved':
    case 'task_revision':
    case 'task_due_soon':
    case 'task_overdue': {
      const task = taskTitle(body);
      return task === undefined ? undefined : t(key, { task, defaultValue: body });
    }
    case 'task_completed': {
      const task = taskTitle(body);
      const cut = body.indexOf(', «');
      return task === undefined || cut <= 0
        ? undefined
        : t(key, { task, name: body.slice(0, cut), defaultValue: body });
    }
    case 'employee_pending': {
      const cut = body.indexOf(' şirketinize katılmak istiyor');
      return cut <= 0 ? undefined : t(key, { name: body.slice(0, cut), defaultValue: body });
    }
    default:
      return undefined;
  }
}
