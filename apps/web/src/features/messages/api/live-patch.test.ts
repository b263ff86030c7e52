import type { Conversation, LiveEventOf } from '@vazife/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeConversation, makeGroup, makeMessage } from '../../../test/message-fixtures';
import {
  chatOfEvent,
  patchConversations,
  patchGroupDetail,
  patchGroups,
  patchThread,
  patchUnreadTotal,
} from './live-patch';
import type { ConversationPages } from './conversations';
import type { MessagePage } from './thread-messages';

const me = 'u1';
const at = (minute: number) => `2026-11-23T09:${String(minute).padStart(2, '0')}:00.000Z`;
const incoming = (id: string, minute: number, extra = {}) =>
  makeMessage({ id, sender_id: 'u2', receiver_id: me, receiver: me, created_at: at(minute), ...extra });
const mine = (id: string, minute: number, extra = {}) =>
  makeMessage({ id, sender_id: me, receiver_id: 'u2', receiver: 'u2', created_at: at(minute), ...extra });

const created = (message: ReturnType<typeof makeMessage>, refetch = false): LiveEventOf<'message.created'> => ({
  type: 'message.created',
  message_id: message.id,
  sender_id: message.sender_id,
  receiver_id: message.receiver_id,
  group_id: message.group_id,
  message,
  refetch,
});
const read = (over: Partial<LiveEventOf<'message.read'>> = {}): LiveEventOf<'message.read'> => ({
  type: 'message.read',
  reader_id: 'u2',
  sender_id: me,
  group_id: null,
  read_up_to: at(5),
  last_read_message_id: 'x',
  unread_count: 0,
  marked: 2,
  ...over,
});
const pages = (...lists: ReturnType<typeof makeMessage>[][]): InfiniteData<MessagePage> => ({
  pages: lists.map((messages) => ({ messages, olderCursor: null })),
  pageParams: lists.map(() => undefined),
});

describe('patchThread', () => {
  it('adds a new message to the newest page in time order, once', () => {
    const data = pages([incoming('a', 1), incoming('c', 3)], [incoming('old', 0)]);
    const next = patchThread(data, created(incoming('b', 2)), me)!;
    expect(next.pages[0]!.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(patchThread(next, created(incoming('b', 2)), me)!.pages[0]!.messages).toHaveLength(3);
  });

  it('replaces an edited message but keeps a file link the event could not carry', () => {
    const withFile = incoming('f', 1, { message_type: 'file', file_url: '/api/download/messages/k?dl=1' });
    const data = pages([withFile]);
    const edited = { ...withFile, content: 'Yeni', is_edited: true, file_url: null };
    const next = patchThread(data, { ...created(edited, true), type: 'message.updated' }, me)!;
    expect(next.pages[0]!.messages[0]).toMatchObject({ content: 'Yeni', file_url: '/api/download/messages/k?dl=1' });
  });

  it('removes a deleted message and ticks my messages a reader has reached', () => {
    const data = pages([mine('a', 1), incoming('b', 2), mine('c', 9)]);
    const deleted: LiveEventOf<'message.deleted'> = {
      type: 'message.deleted',
      message_id: 'b',
      sender_id: 'u2',
      receiver_id: me,
      group_id: null,
      last_message: null,
      refetch: false,
      unread_count: 0,
    };
    const after = patchThread(data, deleted, me)!;
    expect(after.pages[0]!.messages.map((m) => m.id)).toEqual(['a', 'c']);
    const ticked = patchThread(after, read(), me)!;
    expect(ticked.pages[0]!.messages.map((m) => [m.id, m.is_read, m.read_by])).toEqual([
      ['a', true, ['u2']],
      ['c', false, []],
    ]);
    // My own reading changes no ticks; nothing loaded, nothing patched.
    expect(patchThread(after, read({ reader_id: me, sender_id: 'u2' }), me)).toBe(after);
    expect(patchThread(undefined, read(), me)).toBeUndefined();
  });
});

describe('patchConversations', () => {
  const list = [makeConversation('u2', 'Zeynep Demir', { unread_count: 1 }), makeConversation('u3', 'Ali Kaya')];
  const convPages = (...lists: Conversation[][]): ConversationPages => ({
    pages: lists.map((conversations, i) => ({ conversations, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
    pageParams: lists.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)),
  });
  const rows = (data: ConversationPages | undefined) => data!.pages.flatMap((p) => p.conversations);
  const data = convPages(list);

  it('moves the row of a new message and counts it unread when it comes in', () => {
    const next = patchConversations(data, created(incoming('n', 30)), me)!;
    expect(rows(next)[0]).toMatchObject({ last_message: { id: 'n' }, unread_count: 2 });
    expect(rows(next)[1]).toBe(list[1]);
    const sent = patchConversations(data, created(mine('s', 31)), me)!;
    expect(rows(sent)[0]).toMatchObject({ last_message: { id: 's' }, unread_count: 1 });
  });

  it('patches a row on a later page in place, leaving the other pages and the cursors as they were', () => {
    const paged = convPages([makeConversation('u4', 'Ece Su')], list);
    const next = patchConversations(paged, created(incoming('n', 30)), me)!;
    expect(next.pages[0]).toBe(paged.pages[0]);
    expect(next.pages[1]!.conversations[0]).toMatchObject({ last_message: { id: 'n' }, unread_count: 2 });
    expect(next.pages[1]!.nextCursor).toBe(paged.pages[1]!.nextCursor);
    expect(next.pageParams).toBe(paged.pageParams);
  });

  it('cannot make the row of someone not listed yet: the list is fetched', () => {
    expect(patchConversations(data, created(makeMessage({ id: 'z', sender_id: 'u9' })), me)).toBeUndefined();
  });

  it('puts a new conversation with someone it knows at the top of the first page, below the pinned ones', () => {
    const pinned = makeConversation('u5', 'Can Er', { is_pinned: true });
    const paged = convPages([pinned, ...list], [makeConversation('u6', 'Nur Ak')]);
    const newcomer = makeConversation('u9', 'Deniz Ay').user;
    const personOf = (id: string) => (id === 'u9' ? newcomer : undefined);
    const message = makeMessage({ id: 'z', sender_id: 'u9', created_at: at(40) });
    const next = patchConversations(paged, created(message), me, personOf)!;
    expect(next.pages[0]!.conversations.map((c) => c.user.id)).toEqual(['u5', 'u9', 'u2', 'u3']);
    expect(next.pages[0]!.conversations[1]).toEqual({
      user: newcomer,
      last_message: message,
      unread_count: 1,
      is_pinned: false,
    });
    expect(next.pages[1]).toBe(paged.pages[1]);
    // The same message again (my other device's event, then the server's) adds nothing.
    expect(patchConversations(next, created(message), me, personOf)!.pages[0]!.conversations).toHaveLength(4);
    // My own first message to them counts nothing unread.
    const first = mine('f', 41, { receiver_id: 'u9', receiver: 'u9' });
    expect(patchConversations(paged, created(first), me, personOf)!.pages[0]!.conversations[1]).toMatchObject({
      user: { id: 'u9' },
      unread_count: 0,
    });
  });

  it('takes a delete’s last message and unread count, and my other device’s reading', () => {
    const deleted: LiveEventOf<'message.deleted'> = {
      type: 'message.deleted',
      message_id: 'm-u2',
      sender_id: 'u2',
      receiver_id: me,
      group_id: null,
      last_message: incoming('prev', 0),
      refetch: false,
      unread_count: 0,
    };
    expect(rows(patchConversations(data, deleted, me))[0]).toMatchObject({
      last_message: { id: 'prev' },
      unread_count: 0,
    });
    const mineRead = read({ reader_id: me, sender_id: 'u2', unread_count: 0 });
    expect(rows(patchConversations(data, mineRead, me))[0]!.unread_count).toBe(0);
  });

  it('ticks my last message when the other person reads it', () => {
    const mineLast = convPages([makeConversation('u2', 'Zeynep Demir', { last_message: mine('l', 4) })]);
    expect(rows(patchConversations(mineLast, read(), me))[0]!.last_message).toMatchObject({
      is_read: true,
      read_by: ['u2'],
    });
  });

  it('ignores group events and a list not loaded yet', () => {
    const deletedGroup: LiveEventOf<'group.deleted'> = { type: 'group.deleted', group_id: 'g1' };
    expect(patchConversations(data, deletedGroup, me)).toBe(data);
    expect(patchConversations(undefined, created(incoming('n', 30)), me)).toBeUndefined();
  });
});

describe('patchGroups and patchGroupDetail', () => {
  const group = makeGroup('g1', 'Vardiya', {
    member_details: [
      { id: me, name: 'Selin Aksoy', role: 'isveren' },
      { id: 'u2', name: 'Zeynep Demir', role: 'sef' },
    ],
  });
  const updated = (over: Partial<LiveEventOf<'group.updated'>>): LiveEventOf<'group.updated'> => ({
    type: 'group.updated',
    group_id: 'g1',
    group: {
      id: group.id,
      name: 'Gece ekibi',
      description: group.description,
      created_by: group.created_by,
      creator_name: group.creator_name,
      created_at: group.created_at,
      member_count: 3,
    },
    added: [],
    removed: [],
    refetch: false,
    ...over,
  });

  it('renames and recounts a listed group; drops it when I am removed', () => {
    const added = updated({ added: [{ id: 'u4', name: 'Ayşe Yıldız', role: 'isci' }] });
    expect(patchGroups([group], added, me)![0]).toMatchObject({ name: 'Gece ekibi', member_count: 3 });
    expect(patchGroups([group], updated({ removed: [me] }), me)).toEqual([]);
    expect(patchGroupDetail(group, added, me)!.member_details.map((m) => m.id)).toEqual(['u4', me, 'u2']);
    expect(patchGroupDetail(group, updated({ removed: ['u2'] }), me)!.member_details.map((m) => m.id)).toEqual([me]);
  });

  it('for the employer, who lists the groups she is not in: fetches on any change of her membership', () => {
    const other = makeGroup('g1', 'Vardiya', { is_member: false, created_by: 'u2' });
    const joined = updated({ added: [{ id: me, name: 'Selin Aksoy', role: 'isveren' }] });
    expect(patchGroups([other], joined, me, true)).toBeUndefined();
    expect(patchGroups([group], updated({ removed: [me] }), me, true)).toBeUndefined();
    // A group someone else just made, without her: she sees it too.
    expect(patchGroups([], updated({}), me, true)).toBeUndefined();
    expect(patchGroups([], updated({}), me)).toEqual([]);
    // A rename of a group she is not in is patched like any other.
    expect(patchGroups([other], updated({}), me, true)![0]).toMatchObject({ name: 'Gece ekibi', is_member: false });
    // Her settings dialog of the group says whether she is in it now.
    expect(patchGroupDetail({ ...group, is_member: false, member_details: [] }, joined, me)!.is_member).toBe(true);
    expect(patchGroupDetail(group, updated({ removed: [me] }), me)!.is_member).toBe(false);
  });

  it('drops a deleted group, and the badge asks the server', () => {
    const deleted: LiveEventOf<'group.deleted'> = { type: 'group.deleted', group_id: 'g1' };
    const second = makeGroup('g2', 'Depo');
    expect(patchGroups([group, second], deleted, me)).toEqual([second]);
    expect(patchGroups([second], deleted, me, true)).toEqual([second]);
    expect(patchGroupDetail(group, deleted, me)).toBe(group);
    expect(patchUnreadTotal(3, deleted, me)).toBeUndefined();
    expect(chatOfEvent(deleted, me)).toEqual({ kind: 'group', id: 'g1' });
  });

  it('fetches a group I was just added to, and counts its new messages unread', () => {
    expect(patchGroups([], updated({ added: [{ id: me, name: 'Selin Aksoy', role: 'isveren' }] }), me)).toBeUndefined();
    const message = makeMessage({ id: 'gm', sender_id: 'u2', receiver_id: null, receiver: null, group_id: 'g1' });
    expect(patchGroups([group], created(message), me)![0]).toMatchObject({
      unread_count: 1,
      last_message: { id: 'gm' },
    });
  });
});

describe('patchUnreadTotal and chatOfEvent', () => {
  it('counts incoming messages, drops by what my reading marked, asks after a delete', () => {
    expect(patchUnreadTotal(3, created(incoming('n', 1)), me)).toBe(4);
    expect(patchUnreadTotal(3, created(mine('n', 1)), me)).toBe(3);
    expect(patchUnreadTotal(3, read({ reader_id: me, sender_id: 'u2' }), me)).toBe(1);
    expect(patchUnreadTotal(3, read(), me)).toBe(3);
    const deleted = { type: 'message.deleted', sender_id: 'u2' } as LiveEventOf<'message.deleted'>;
    expect(patchUnreadTotal(3, deleted, me)).toBeUndefined();
    expect(patchUnreadTotal(undefined, created(incoming('n', 1)), me)).toBeUndefined();
  });

  it('names the chat by the other person', () => {
    expect(chatOfEvent(created(incoming('n', 1)), me)).toEqual({ kind: 'user', id: 'u2' });
    expect(chatOfEvent(created(mine('n', 1)), me)).toEqual({ kind: 'user', id: 'u2' });
    expect(chatOfEvent(read(), me)).toEqual({ kind: 'user', id: 'u2' });
    expect(chatOfEvent(read({ reader_id: me, sender_id: 'u2' }), me)).toEqual({ kind: 'user', id: 'u2' });
  });
});
