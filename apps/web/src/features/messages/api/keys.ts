/** A chat: a direct conversation with a person, or a group. */
export interface ChatTarget {
  kind: 'user' | 'group';
  id: string;
}

export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  groups: () => [...messageKeys.all, 'groups'] as const,
  group: (id: string) => [...messageKeys.all, 'group', id] as const,
  availableUsers: () => [...messageKeys.all, 'available-users'] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (target: ChatTarget) => [...messageKeys.threads(), target.kind, target.id] as const,
  readStatus: (id: string) => [...messageKeys.all, 'read-status', id] as const,
  /** Unread messages of every conversation: the Mesajlar badge. */
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
};
