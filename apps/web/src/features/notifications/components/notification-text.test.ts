import type { Notification } from '@vazife/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { appEn } from '../../../i18n/app-en';
import { notificationText } from './notification-text';

/** The English catalogue's notification texts, interpolated as i18next does. */
const t = ((key: string, options: Record<string, string> = {}) => {
  const path = key.split('.').slice(1);
  let value: unknown = appEn.notifications;
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') return options.defaultValue ?? key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => options[name] ?? '');
}) as unknown as TFunction;

const item = (type: Notification['type'], title: string, body: string): Notification => ({
  id: 'n1',
  type,
  title,
  body,
  link: null,
  created_at: '2026-11-22T10:00:00Z',
  is_read: false,
});

describe('notificationText', () => {
  it('shows the server’s Turkish as it is in Turkish', () => {
    const n = item('task_assigned', 'Yeni görev atandı', '«Raf sayımı» görevi size atandı.');
    expect(notificationText(n, t, 'tr')).toEqual({ title: n.title, body: n.body });
  });

  it('writes the bell in English from the type, the task and the person', () => {
    expect(
      notificationText(item('task_assigned', 'Yeni görev atandı', '«Raf sayımı» görevi size atandı.'), t, 'en'),
    ).toEqual({ title: 'New task assigned', body: 'The task “Raf sayımı” was assigned to you.' });
    expect(
      notificationText(
        item('task_completed', 'Görev tamamlandı', 'Ali Çelik, «Rampa, 3» görevini tamamladı; onayınızı bekliyor.'),
        t,
        'en',
      ).body,
    ).toBe('Ali Çelik completed the task “Rampa, 3”; it awaits your review.');
    expect(
      notificationText(
        item(
          'employee_pending',
          'Onay bekleyen personel',
          'Can Aydın şirketinize katılmak istiyor ve onayınızı bekliyor.',
        ),
        t,
        'en',
      ),
    ).toEqual({
      title: 'Staff awaiting approval',
      body: 'Can Aydın wants to join your company and awaits your approval.',
    });
  });

  it('keeps a text it cannot read as the server wrote it', () => {
    const n = item('task_overdue', 'Görevin süresi geçti', 'Beklenmeyen bir metin');
    expect(notificationText(n, t, 'en')).toEqual({ title: 'Task overdue', body: 'Beklenmeyen bir metin' });
  });
});
