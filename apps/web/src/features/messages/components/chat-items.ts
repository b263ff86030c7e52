import { messagingLimits, type Conversation, type GroupListItem, type Message, type Role } from '@vazife/contract';
import type { ChatTarget } from '../api/keys';

/** One row of the conversation list: a person or a group. */
export interface ChatItem {
  target: ChatTarget;
  name: string;
  lastMessage: Message | null;
  unread: number;
  pinned: boolean;
  /** Groups only. */
  memberCount?: number;
  /** Groups only: false for a group the employer sees without being in it (to manage it, not to chat). */
  member?: boolean;
  /** People only. */
  role?: Role;
}

export function chatKey(target: ChatTarget): string {
  return `${target.kind}:${target.id}`;
}

/** Pinned first, then the newest last message; chats without a message last. */
export function sortChatItems(items: readonly ChatItem[]): ChatItem[] {
  const time = (item: ChatItem) => (item.lastMessage ? Date.parse(item.lastMessage.created_at) || 0 : -Infinity);
  return [...items].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    return time(b) - time(a);
  });
}

function groupItem(group: GroupListItem): ChatItem {
  return {
    target: { kind: 'group', id: group.id },
    name: group.name,
    lastMessage: group.last_message,
    unread: group.unread_count,
    pinned: group.is_pinned,
    memberCount: group.member_count,
    member: group.is_member,
  };
}

/**
 * My chats, people and the groups I am in, in the list's order. While more conversations remain
 * to load (`moreConversations`), a group older than the last conversation loaded waits for the
 * pages before it, so that scrolling adds rows below and never reorders those above.
 */
export function chatItems(
  conversations: readonly Conversation[],
  groups: readonly GroupListItem[],
  moreConversations = false,
): ChatItem[] {
  const people = conversations.map<ChatItem>((conversation) => ({
    target: { kind: 'user', id: conversation.user.id },
    name: conversation.user.name,
    lastMessage: conversation.last_message,
    unread: conversation.unread_count,
    pinned: conversation.is_pinned,
    role: conversation.user.role,
  }));
  const teams = groups.filter((group) => group.is_member !== false).map(groupItem);
  const sorted = sortChatItems([...people, ...teams]);
  if (!moreConversations) return sorted;
  const lastPerson = sortChatItems(people.filter((item) => !item.pinned)).at(-1);
  const until = lastPerson?.lastMessage?.created_at;
  if (!until) return sorted;
  return sorted.filter(
    (item) =>
      item.target.kind === 'user' ||
      item.pinned ||
      (item.lastMessage !== null && Date.parse(item.lastMessage.created_at) >= Date.parse(until)),
  );
}

/** The groups the employer sees without being in them, by name: a section of their own. */
export function otherGroupItems(groups: readonly GroupListItem[]): ChatItem[] {
  return groups
    .filter((group) => group.is_member === false)
    .map(groupItem)
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/** "99+" past the cap. */
export function badgeLabel(count: number): string {
  return count > messagingLimits.badgeCap ? `${messagingLimits.badgeCap}+` : String(count);
}

/** The first characters of a text on one line, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max).trimEnd()}...` : line;
}

/** The list's 35-character preview; a file without text shows its kind's word (given by the caller). */
export function previewText(message: Message, kindWord: (type: Exclude<Message['message_type'], 'text'>) => string) {
  if (message.content.trim()) return shorten(message.content, messagingLimits.previewChars);
  if (message.message_type === 'text') return '';
  return shorten(message.file_name || kindWord(message.message_type), messagingLimits.previewChars);
}
