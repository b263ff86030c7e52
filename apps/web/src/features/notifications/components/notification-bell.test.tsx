import type { Notification } from '@vazife/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { badgeText } from './badge-text';
import { NotificationBell } from './notification-bell';

const listUrl = 'GET /api/notifications?limit=20';
const countUrl = 'GET /api/notifications/unread-count';

function makeNotification(over: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    type: 'task_assigned',
    title: 'Yeni görev atandı',
    body: '«Depo sayımı» görevi size atandı.',
    link: '/dashboard?task=t1',
    params: { task: 'Depo sayımı' },
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    is_read: false,
    ...over,
  };
}

const bellScreen = () =>
  renderScreen(<NotificationBell />, {
    extraRoutes: [
      { path: '/dashboard', element: <p>Görev panosu</p> },
      { path: '/dashboard/employees', element: <p>Personel</p> },
    ],
  });

describe('badgeText', () => {
  it('shows the number up to 99, then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('NotificationBell', () => {
  it('names the unread count for screen readers and shows it on the badge', async () => {
    mockFetch({ [countUrl]: { body: { unread_count: 3 } } });
    bellScreen();
    expect(await screen.findByRole('button', { name: 'Bildirimler, 3 okunmamış' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('caps the badge at 99+ and shows none at zero', async () => {
    mockFetch({ [countUrl]: { body: { unread_count: 250 } } });
    const first = bellScreen();
    expect(await screen.findByRole('button', { name: 'Bildirimler, 99+ okunmamış' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+');
    first.unmount();

    mockFetch({ [countUrl]: { body: { unread_count: 0 } } });
    bellScreen();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument());
    expect(screen.getByTestId('notification-badge')).not.toHaveTextContent('0');
  });

  it('refetches the count when the stream says a notification arrived', async () => {
    let count = 1;
    const fetchMock = mockFetch({ [countUrl]: () => ({ body: { unread_count: count } }) });
    bellScreen();
    await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    count = 2;
    dispatchLiveEvent({ type: 'notification.created', notification_id: 'n2' });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    expect(callsTo(fetchMock, countUrl).length).toBeGreaterThanOrEqual(2);
  });

  it('counts a company-wide broadcast (an announcement) up by itself, without a call, once per subject', async () => {
    const fetchMock = mockFetch({ [countUrl]: { body: { unread_count: 2 } } });
    bellScreen();
    await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' });
    const calls = fetchMock.mock.calls.length;
    const broadcast = {
      type: 'notification.broadcast',
      kind: 'announcement_created',
      subject_id: 'bell-test-a1',
      unread_added: 1,
    } as const;
    dispatchLiveEvent(broadcast);
    expect(await screen.findByRole('button', { name: 'Bildirimler, 3 okunmamış' })).toBeInTheDocument();
    // The same event twice (two deliveries) counts once; another announcement counts again.
    dispatchLiveEvent(broadcast);
    dispatchLiveEvent({ ...broadcast, subject_id: 'bell-test-a2' });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 4 okunmamış' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('4');
    // No call at all: neither the count nor the (closed) list was asked for.
    expect(fetchMock.mock.calls).toHaveLength(calls);
  });

  it('refetches the count when someone else settled an item (a task reviewed, a person decided on)', async () => {
    let count = 2;
    mockFetch({ [countUrl]: () => ({ body: { unread_count: count } }) });
    bellScreen();
    await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' });
    count = 1;
    dispatchLiveEvent({ type: 'notification.resolved' });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeInTheDocument();
  });

  it('opens the list; a click marks it read, opens its link and closes', async () => {
    const fetchMock = mockFetch({
      [countUrl]: { body: { unread_count: 1 } },
      [listUrl]: {
        body: [
          makeNotification(),
          makeNotification({
            id: 'n0',
            type: 'task_approved',
            title: 'Görev onaylandı',
            body: '«Sevkiyat» göreviniz onaylandı.',
            is_read: true,
            created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          }),
        ],
      },
      'POST /api/notifications/mark-read': { body: { message: 'ok', marked: 1 } },
    });
    const { user, router } = bellScreen();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    const list = await screen.findByTestId('notification-list');
    const items = within(list).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Okunmamış: Yeni görev atandı');
    expect(items[0]).toHaveTextContent('«Depo sayımı» görevi size atandı.');
    expect(items[0]).toHaveTextContent('5 dakika önce');
    expect(items[1]).toHaveTextContent('2 gün önce');
    expect(items[1]).not.toHaveTextContent('Okunmamış');

    await user.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?task=t1');
    expect(callsTo(fetchMock, 'POST /api/notifications/mark-read')).toEqual([{ ids: ['n1'] }]);
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument());
  });

  it('works from the keyboard: focus moves into the list and Escape brings it back', async () => {
    mockFetch({
      [countUrl]: { body: { unread_count: 1 } },
      [listUrl]: { body: [makeNotification()] },
    });
    const { user } = bellScreen();
    const bell = await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' });
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('notification-panel');
    await screen.findByTestId('notification-list');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument());
    // The bell the dropdown came with: the first press fetched it in place of the one pressed.
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toHaveFocus());
  });

  it('marks all read, and shows them read at once', async () => {
    let marked = false;
    const unread = (over: Partial<Notification> = {}) => makeNotification({ is_read: marked, ...over });
    const fetchMock = mockFetch({
      [countUrl]: () => ({ body: { unread_count: marked ? 0 : 2 } }),
      [listUrl]: () => ({ body: [unread(), unread({ id: 'n2' })] }),
      'POST /api/notifications/mark-read': () => {
        marked = true;
        return { body: { message: 'ok', marked: 2 } };
      },
    });
    const { user } = bellScreen();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' }));
    const list = await screen.findByTestId('notification-list');
    expect(within(list).getAllByText(/Okunmamış/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() => expect(within(list).queryAllByText(/Okunmamış/)).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /api/notifications/mark-read')).toEqual([{ all: true }]);
  });

  it('says so when there is nothing, and when the list cannot be loaded', async () => {
    mockFetch({ [countUrl]: { body: { unread_count: 0 } }, [listUrl]: { body: [] } });
    const first = bellScreen();
    await first.user.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findByText('Bildiriminiz yok')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
    first.unmount();

    mockFetch({ [countUrl]: { body: { unread_count: 0 } }, [listUrl]: { status: 500 } });
    const second = bellScreen();
    await second.user.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findByTestId('notifications-error')).toHaveTextContent('Bildirimler yüklenemedi');
  });
});
