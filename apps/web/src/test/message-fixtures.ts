import type { Conversation, Group, Message } from '@vazife/contract';

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'm1',
    sender_id: 'u2',
    sender_name: 'Zeynep Demir',
    receiver: 'u1',
    receiver_id: 'u1',
    group_id: null,
    content: 'Merhaba',
    message_type: 'text',
    file_url: null,
    thumbnail_url: null,
    file_name: null,
    file_size: null,
    mime_type: null,
    created_at: '2026-11-23T09:00:00Z',
    is_edited: false,
    is_read: false,
    read_by: [],
    ...overrides,
  };
}

export function makeConversation(id: string, name: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    user: { id, name, role: 'sef', email: `${id}@example.com`, created_at: '2026-11-01T10:00:00Z' },
    last_message: makeMessage({ id: `m-${id}`, sender_id: id, sender_name: name }),
    unread_count: 0,
    is_pinned: false,
    ...overrides,
  };
}

export function makeGroup(id: string, name: string, overrides: Partial<Group> = {}): Group {
  return {
    id,
    name,
    description: null,
    created_by: 'u1',
    creator_name: 'Selin Aksoy',
    created_at: '2026-11-01T10:00:00Z',
    member_count: 3,
    last_message: null,
    unread_count: 0,
    member_details: [],
    is_pinned: false,
    is_member: true,
    ...overrides,
  };
}
