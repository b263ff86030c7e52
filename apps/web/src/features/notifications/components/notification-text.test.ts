import type { Notification } from '@vazife/contract';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appEn } from '../../../i18n/app-en';
import { appTr } from '../../../i18n/app-tr';
import { notificationText } from './notification-text';

/** The English catalogue as the app reads it, plurals and all. */
const english = i18next.createInstance();
await english.init({
  lng: 'en',
  resources: { en: { translation: appEn }, tr: { translation: appTr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = english.t;

const item = (
  type: Notification['type'],
  title: string,
  body: string,
  params: Notification['params'] = null,
): Notification => ({
  id: 'n1',
  type,
  title,
  body,
  link: null,
  params,
  created_at: '2026-11-22T10:00:00Z',
  is_read: false,
});

const en = (n: Notification) => notificationText(n, t, 'en');

// Dates follow the language, as lib/dayjs-locale.ts switches them with it.
beforeAll(() => void dayjs.locale('en'));
afterAll(() => void dayjs.locale('tr'));

describe('notificationText', () => {
  it('shows the server’s Turkish as it is in Turkish', () => {
    const n = item('task_assigned', 'Yeni görev atandı', '«Raf sayımı» görevi size atandı.', { task: 'Raf sayımı' });
    expect(notificationText(n, t, 'tr')).toEqual({ title: n.title, body: n.body });
  });

  it.each([
    ['task_assigned', { task: 'Raf «3»' }, 'New task assigned', 'The task “Raf «3»” was assigned to you.'],
    [
      'report_alert',
      { title: 'Rampa', name: 'Ali Çelik', report_type: 'olay' },
      'Incident report',
      'Ali Çelik wrote a report titled “Rampa”.',
    ],
    [
      'announcement_created',
      { title: 'Bayram', name: 'Ayşe Kaya' },
      'New announcement',
      'Ayşe Kaya published an announcement: “Bayram”',
    ],
    [
      'purchase_approved',
      { plan: 'Pro', months: '3', end_date: '2027-02-28T20:59:59.999Z' },
      'Purchase approved',
      'The Pro plan (3 months) was approved. Your subscription is valid until 28 February 2027.',
    ],
    [
      'purchase_approved',
      { plan: 'Pro', months: '1', end_date: '2027-01-31' },
      'Purchase approved',
      'The Pro plan (1 month) was approved. Your subscription is valid until 31 January 2027.',
    ],
    [
      'purchase_rejected',
      { plan: 'Pro', reason: 'Dekont yok' },
      'Purchase rejected',
      'Your purchase of the Pro plan was rejected. Reason: Dekont yok',
    ],
  ] as const)('writes a %s in English from its type and what it names', (type, params, title, english) => {
    // The server's Turkish is not read when the params are there.
    expect(en(item(type, 'Türkçe başlık', 'Türkçe metin', params))).toEqual({ title, body: english });
  });

  it.each([
    [
      'task_completed',
      'Ali Çelik, «Rampa, 3» görevini tamamladı; onayınızı bekliyor.',
      'Task completed',
      'Ali Çelik completed the task “Rampa, 3”; it awaits your review.',
    ],
    [
      'employee_pending',
      'Can Aydın şirketinize katılmak istiyor ve onayınızı bekliyor.',
      'Staff awaiting approval',
      'Can Aydın wants to join your company and awaits your approval.',
    ],
    [
      'report_alert',
      'Ali Çelik, «Kapı, açık» başlıklı bir güvenlik raporu yazdı.',
      'Safety report',
      'Ali Çelik wrote a report titled “Kapı, açık”.',
    ],
    [
      'announcement_created',
      'Ayşe Kaya bir duyuru yayımladı: «Yarın: «tatil»»',
      'New announcement',
      'Ayşe Kaya published an announcement: “Yarın: «tatil»”',
    ],
    [
      'purchase_approved',
      'Kurumsal Plus paketi (12 ay) onaylandı. Aboneliğiniz 31 Aralık 2026 tarihine kadar geçerli.',
      'Purchase approved',
      'The Kurumsal Plus plan (12 months) was approved. Your subscription is valid until 31 December 2026.',
    ],
    [
      'purchase_rejected',
      'Pro paketi için satın alma isteğiniz reddedildi. Neden: Tutar eksik. Tekrar gönderin.',
      'Purchase rejected',
      'Your purchase of the Pro plan was rejected. Reason: Tutar eksik. Tekrar gönderin.',
    ],
  ] as const)('reads what an older %s names back out of its Turkish text', (type, body, title, english) => {
    expect(en(item(type, 'Türkçe başlık', body))).toEqual({ title, body: english });
  });

  it('keeps a text it cannot read as the server wrote it, under the kind’s English title', () => {
    for (const [type, title] of [
      ['task_overdue', 'Task overdue'],
      ['report_alert', 'Incident or safety report'],
      ['purchase_approved', 'Purchase approved'],
    ] as const) {
      expect(en(item(type, 'Türkçe başlık', 'Beklenmeyen bir metin'))).toEqual({
        title,
        body: 'Beklenmeyen bir metin',
      });
    }
  });
});
