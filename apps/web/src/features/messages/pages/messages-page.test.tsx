import '../../../i18n/messages';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeConversation, makeGroup, makeMessage } from '../../../test/message-fixtures';
import { makeCompany } from '../../../test/company-fixtures';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { setSession } from '../../../lib/session';
import { MessagingLive } from '../components/messaging-live';
import { MessagesPage } from './messages-page';

const original = window.matchMedia;

describe('MessagesPage on a phone', () => {
  beforeEach(() => {
    // Below 768 px: the list and the chat are separate screens.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows the list, then only the chat, and goes back to the list', async () => {
    setSession('tok', person('u1', 'isci', 'Ali Çelik'));
    mockFetch({
      'GET /api/messages/conversations?limit=30': {
        body: [makeConversation('u2', 'Zeynep Demir', { unread_count: 120 })],
      },
      'GET /api/groups': { body: [] },
      'GET /api/messages/u2?limit=50': { body: [makeMessage({ id: 'm9', content: 'Rampa 3 boşaldı mı?' })] },
      'POST /api/messages/mark-read': { body: { message: 'ok', marked: 1 } },
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    const row = await screen.findByTestId('chat-row');
    expect(row).toHaveTextContent('Zeynep Demir');
    expect(screen.getByTestId('chat-row-unread')).toHaveTextContent('99+');

    await user.click(row);
    expect(await screen.findByText('Rampa 3 boşaldı mı?')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-list')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-title')).toHaveTextContent('Zeynep Demir');

    await user.click(screen.getByTestId('chat-back'));
    expect(await screen.findByTestId('chat-list')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-pane')).not.toBeInTheDocument();
  });

  it("writes the list's buttons out, since a touch never shows a tooltip", async () => {
    setSession('tok', person('u1', 'isveren', 'Selin Aksoy'));
    mockFetch({
      'GET /api/messages/conversations?limit=30': { body: [] },
      'GET /api/groups': { body: [] },
    });
    renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    expect(await screen.findByTestId('open-new-chat')).toHaveTextContent('Yeni Sohbet');
    expect(screen.getByTestId('open-new-group')).toHaveTextContent('Yeni Grup');
    expect(screen.getByTestId('open-bulk')).toHaveTextContent('Toplu Mesaj');
  });
});

describe('MessagesPage of a company whose subscription has ended', () => {
  it('turns off what starts a message, with the reason beside it, and keeps the list readable', async () => {
    setSession('tok', person('u1', 'isveren', 'Selin Aksoy'));
    mockFetch({
      'GET /api/companies/my': { body: makeCompany({ subscription_status: 'expired' }) },
      'GET /api/messages/conversations?limit=30': { body: [makeConversation('u2', 'Zeynep Demir')] },
      'GET /api/groups': { body: [] },
    });
    renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    expect(await screen.findByTestId('write-block-reason')).toHaveTextContent('Aboneliğinizin süresi doldu');
    for (const id of ['open-new-chat', 'open-new-group', 'open-bulk']) expect(screen.getByTestId(id)).toBeDisabled();
    expect(screen.getByTestId('chat-row')).toBeEnabled();
  });
});

describe('MessagesPage: a first chat the messaging rule closes', () => {
  it('keeps the person’s name when the new rule takes them off the list of those one may write to', async () => {
    setSession('tok', person('u1', 'isci', 'Ali Çelik'));
    const manager = {
      id: 'u2',
      name: 'Mehmet Kaya',
      role: 'mudur',
      email: 'u2@example.com',
      created_at: '2026-11-01T10:00:00Z',
    };
    let allowed = true;
    mockFetch({
      'GET /api/companies/my': { body: makeCompany() },
      'GET /api/messages/conversations?limit=30': { body: [] },
      'GET /api/groups': { body: [] },
      'GET /api/messages/available-users': () => ({ body: allowed ? [manager] : [] }),
      'GET /api/messages/u2?limit=50': { body: [] },
      'GET /api/messages/u2/send-state': () => ({
        body: allowed
          ? { can_send: true, reason: null }
          : { can_send: false, reason: 'Bu kişiye mesaj gönderme yetkiniz yok' },
      }),
    });
    const view = renderScreen(
      <>
        <MessagingLive userId="u1" />
        <MessagesPage />
      </>,
      { path: '/dashboard/messages' },
    );
    // Opened as "Yeni Sohbet" opens it: the person is not in the conversation list yet.
    await act(() => view.router.navigate('/dashboard/messages?user=u2'));
    expect(await screen.findByTestId('composer-input')).toBeInTheDocument();
    expect(screen.getByTestId('chat-title')).toHaveTextContent('Mehmet Kaya');
    allowed = false;
    act(() => dispatchLiveEvent({ type: 'company.messaging_changed', messaging_mode: 'hiyerarsik' }));
    expect(await screen.findByTestId('composer-closed-heading')).toHaveTextContent(
      'Şirketin mesajlaşma kuralı değişti',
    );
    expect(screen.getByTestId('chat-title')).toHaveTextContent('Mehmet Kaya');
  });
});

describe('MessagesPage on a desktop', () => {
  it("keeps the list's buttons as icons with their names", async () => {
    setSession('tok', person('u1', 'isveren', 'Selin Aksoy'));
    mockFetch({
      'GET /api/messages/conversations?limit=30': { body: [] },
      'GET /api/groups': { body: [] },
    });
    renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    const newChat = await screen.findByTestId('open-new-chat');
    expect(newChat).toHaveAccessibleName('Yeni Sohbet');
    expect(newChat).toHaveTextContent('');
  });
});

describe('MessagesPage: the groups the employer is not in', () => {
  const mine = makeGroup('g1', 'Yönetim', { last_message: makeMessage({ id: 'gm', group_id: 'g1' }) });
  const other = makeGroup('g2', 'Depo Ekibi', {
    created_by: 'u2',
    creator_name: 'Zeynep Demir',
    member_details: [
      { id: 'u2', name: 'Zeynep Demir', role: 'sef' },
      { id: 'u3', name: 'Ali Çelik', role: 'isci' },
    ],
    member_count: 2,
    is_member: false,
  });

  it('lists them apart, marked; one opens to its members and "Gruba katıl", not to a chat', async () => {
    setSession('tok', person('u1', 'isveren', 'Selin Aksoy'));
    let joined = false;
    const fetchMock = mockFetch({
      'GET /api/messages/conversations?limit=30': { body: [] },
      'GET /api/groups': () => ({ body: joined ? [mine, { ...other, is_member: true }] : [mine, other] }),
      'GET /api/groups/g2': { body: other },
      'POST /api/groups/g2/members': () => {
        joined = true;
        return { body: { ...other, is_member: true, member_count: 3 } };
      },
      'GET /api/groups/g2/messages?limit=50': { body: [] },
      'POST /api/messages/mark-read': { body: { message: 'ok', marked: 0 } },
      'GET /api/messages/unread-count': { body: { unread_count: 0, direct: 0, group: 0 } },
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    const section = await screen.findByTestId('other-groups');
    expect(section).toHaveTextContent('Üye olmadığınız gruplar');
    const row = within(section).getByTestId('chat-row');
    expect(row).toHaveTextContent('Depo Ekibi');
    expect(within(row).getByTestId('chat-row-not-member')).toHaveTextContent('Üye değilsiniz');
    // Her own group stays among the chats, unmarked.
    const chats = screen.getAllByTestId('chat-row').filter((r) => !section.contains(r));
    expect(chats.map((r) => r.dataset.id)).toEqual(['g1']);
    expect(within(chats[0]!).queryByTestId('chat-row-not-member')).not.toBeInTheDocument();

    await user.click(row);
    const overview = await screen.findByTestId('group-overview');
    expect(within(overview).getByTestId('chat-title')).toHaveTextContent('Depo Ekibi');
    expect(await within(overview).findAllByTestId('group-overview-member')).toHaveLength(2);
    expect(screen.queryByTestId('chat-pane')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/groups/g2/messages?limit=50')).toHaveLength(0);

    await user.click(within(overview).getByTestId('group-join'));
    expect(callsTo(fetchMock, 'POST /api/groups/g2/members')).toEqual([{ user_id: 'u1' }]);
    // A member now: the group is her chat.
    expect(await screen.findByTestId('chat-pane')).toBeInTheDocument();
    expect(screen.queryByTestId('other-groups')).not.toBeInTheDocument();
  });

  it('shows nobody else a section of other groups', async () => {
    setSession('tok', person('u3', 'isci', 'Ali Çelik'));
    mockFetch({
      'GET /api/messages/conversations?limit=30': { body: [makeConversation('u2', 'Zeynep Demir')] },
      'GET /api/groups': { body: [mine] },
    });
    renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    expect(await screen.findAllByTestId('chat-row')).toHaveLength(2);
    expect(screen.queryByTestId('other-groups')).not.toBeInTheDocument();
  });
});

describe('MessagesPage: the conversation list in pages', () => {
  it('loads the next page at the end of the list, after the first', async () => {
    setSession('tok', person('u1', 'isci', 'Ali Çelik'));
    const at = (hour: number) => `2026-11-23T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const row = (id: string, name: string, hour: number) =>
      makeConversation(id, name, { last_message: makeMessage({ id: `m-${id}`, sender_id: id, created_at: at(hour) }) });
    const fetchMock = mockFetch({
      'GET /api/messages/conversations?limit=30': {
        body: [row('u2', 'Zeynep Demir', 12), row('u3', 'Mert Kaya', 10)],
        headers: { 'x-next-cursor': 'c1' },
      },
      'GET /api/messages/conversations?limit=30&cursor=c1': { body: [row('u4', 'Ece Su', 8)] },
      // A group older than the last conversation of the first page waits for the pages before it.
      'GET /api/groups': {
        body: [
          makeGroup('g1', 'Eski Ekip', { last_message: makeMessage({ id: 'gm', group_id: 'g1', created_at: at(9) }) }),
        ],
      },
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    await vi.waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(2));
    expect(screen.getAllByTestId('chat-row').map((r) => r.dataset.id)).toEqual(['u2', 'u3']);

    await user.click(screen.getByTestId('chat-load-more'));
    await vi.waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(4));
    expect(screen.getAllByTestId('chat-row').map((r) => r.dataset.id)).toEqual(['u2', 'u3', 'g1', 'u4']);
    expect(screen.queryByTestId('chat-load-more')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/messages/conversations?limit=30&cursor=c1')).toHaveLength(1);
  });
});
