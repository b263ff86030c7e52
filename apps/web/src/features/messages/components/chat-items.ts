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

export function chatItems(conversations: readonly Conversation[], groups: readonly GroupListItem[]): ChatItem[] {
  const people = conversations.map<ChatItem>((conversation) => ({
    target: { kind: 'user', id: conversation.user.id },
    name: conversation.user.name,
    lastMessage: conversation.last_message,
    unread: conversation.unread_count,
    pinned: conversation.is_pinned,
    role: conversation.user.role,
  }));
  const teams = groups.map<ChatItem>((group) => ({
    target: { kind: 'group', id: group.id },
    name: group.name,
    lastMessage: group.last_message,
    unread: group.unread_count,
    pinned: group.is_pinned,
    memberCount: group.member_count,
  }));
  return sortChatItems([...people, ...teams]);
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
