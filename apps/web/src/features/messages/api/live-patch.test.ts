import type { LiveEventOf } from '@vazife/contract';
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

  it('moves the row of a new message and counts it unread when it comes in', () => {
    const next = patchConversations(list, created(incoming('n', 30)), me)!;
    expect(next[0]).toMatchObject({ last_message: { id: 'n' }, unread_count: 2 });
    expect(next[1]).toBe(list[1]);
    const sent = patchConversations(list, created(mine('s', 31)), me)!;
    expect(sent[0]).toMatchObject({ last_message: { id: 's' }, unread_count: 1 });
  });

  it('cannot make the row of someone not listed yet: the list is fetched', () => {
    expect(patchConversations(list, created(makeMessage({ id: 'z', sender_id: 'u9' })), me)).toBeUndefined();
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
    expect(patchConversations(list, deleted, me)![0]).toMatchObject({ last_message: { id: 'prev' }, unread_count: 0 });
    const mineRead = read({ reader_id: me, sender_id: 'u2', unread_count: 0 });
    expect(patchConversations(list, mineRead, me)![0]!.unread_count).toBe(0);
  });

  it('ticks my last message when the other person reads it', () => {
    const rows = [makeConversation('u2', 'Zeynep Demir', { last_message: mine('l', 4) })];
    expect(patchConversations(rows, read(), me)![0]!.last_message).toMatchObject({ is_read: true, read_by: ['u2'] });
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
    group: { ...group, name: 'Gece ekibi', member_count: 3 },
    added: [],
    removed: [],
    refetch: false,
    ...over,
  });

  it('renames and recounts a listed group; drops it when I am removed', () => {
    const added = updated({ added: [{ id: 'u4', name: 'Ayşe Yıldız', role: 'isci' }] });
    expect(patchGroups([group], added, me)![0]).toMatchObject({ name: 'Gece ekibi', member_count: 3 });
    expect(patchGroups([group], updated({ removed: [me] }), me)).toEqual([]);
    expect(patchGroupDetail(group, added)!.member_details.map((m) => m.id)).toEqual(['u4', me, 'u2']);
    expect(patchGroupDetail(group, updated({ removed: ['u2'] }))!.member_details.map((m) => m.id)).toEqual([me]);
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
