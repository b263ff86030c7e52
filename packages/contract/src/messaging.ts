import { z } from './zod.js';
import { formBoolean, idOf, type IdKind, optionalText, requiredText } from './common.js';
import { messagingMode, role } from './enums.js';
import { messagingLimits } from './messaging-limits.js';

export { messagingLimits } from './messaging-limits.js';

export const messageTypes = ['text', 'image', 'video', 'file'] as const;
/** text, or the kind of file: image and video, documents as `file`. */
export const messageType = z.enum(messageTypes);
export type MessageType = z.infer<typeof messageType>;

export const message = z.object({
  id: z.string(),
  sender_id: z.string(),
  sender_name: z.string(),
  /** The receiver's id in a direct conversation; null in a group (the API's `receiver`). */
  receiver: z.string().nullable(),
  receiver_id: z.string().nullable(),
  group_id: z.string().nullable(),
  content: z.string(),
  message_type: messageType,
  /** Short-lived signed URL of the file; null for text. */
  file_url: z.string().nullable(),
  /** Small image for lists; null unless an image's thumbnail is ready. */
  thumbnail_url: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  mime_type: z.string().nullable(),
  created_at: z.string(),
  is_edited: z.boolean(),
  /** Direct: the receiver read it. Group: at least one other member read it. */
  is_read: z.boolean(),
  /** Ids of the users (other than the sender) who read it; listed only to the sender, else empty. */
  read_by: z.array(z.string()),
});
export type Message = z.infer<typeof message>;

export const conversationUser = z.object({
  id: z.string(),
  name: z.string(),
  role,
  email: z.string(),
  created_at: z.string(),
});
export type ConversationUser = z.infer<typeof conversationUser>;

export const conversation = z.object({
  user: conversationUser,
  last_message: message.nullable(),
  unread_count: z.number().int(),
  is_pinned: z.boolean(),
});
export type Conversation = z.infer<typeof conversation>;

export const groupMember = z.object({ id: z.string(), name: z.string(), role });
export type GroupMember = z.infer<typeof groupMember>;

export const group = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  created_by: z.string(),
  creator_name: z.string(),
  created_at: z.string(),
  member_count: z.number().int(),
  last_message: message.nullable(),
  unread_count: z.number().int(),
  member_details: z.array(groupMember),
  is_pinned: z.boolean(),
  /**
   * The reader is a member. Only the employer sees groups she is not in (to manage them); she
   * reads and writes in one after adding herself (docs/product-rules.md#messaging).
   */
  is_member: z.boolean(),
});
export type Group = z.infer<typeof group>;

/** A row of `GET /api/groups`: a group without its member list (`GET /api/groups/{id}` has it). */
export const groupListItem = group.omit({ member_details: true });
export type GroupListItem = z.infer<typeof groupListItem>;

export const readStatusEntry = z.object({
  user_id: z.string(),
  user_name: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
});

/** `GET /api/messages/{id}/read-status`: a group message lists its members, a direct one its receiver. */
export const readStatus = z.object({
  message_id: z.string(),
  is_group: z.boolean(),
  read_count: z.number().int(),
  total_members: z.number().int(),
  read_status: z.array(readStatusEntry),
  receiver_name: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
});
export type ReadStatus = z.infer<typeof readStatus>;

/** Those the actor may start a conversation with (the company's messaging rule). */
export const availableUser = conversationUser;
export type AvailableUser = ConversationUser;

const content = requiredText('Mesaj boş olamaz', messagingLimits.contentMax, { lines: true });

/** A list of ids of one kind as a form sends it (comma-separated) or as JSON sends it (an array). */
export function idList(kind: IdKind, requiredMessage: string) {
  const id = idOf(kind);
  return z
    .union(
      [
        z.array(id),
        z.string().transform((text) =>
          text
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ],
      // An absent list says the same as an empty one.
      { error: requiredMessage },
    )
    .pipe(
      z
        .array(id)
        .min(1, { error: requiredMessage })
        .max(messagingLimits.recipientsMax, { error: `En fazla ${messagingLimits.recipientsMax} kişi seçilebilir` }),
    )
    .transform((ids) => [...new Set(ids)]);
}

/** `GET /api/messages/conversations`: pinned first, then by newest message; the rest by `x-next-cursor`. */
export const conversationPageQuery = z.object({
  /** Opaque keyset cursor from the previous page's `x-next-cursor` header. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(messagingLimits.conversationPageMax).optional(),
});
export type ConversationPageQuery = z.input<typeof conversationPageQuery>;

export const messagePageQuery = z.object({
  /** Opaque keyset cursor from the previous page's `x-next-cursor` header: older messages. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type MessagePageQuery = z.input<typeof messagePageQuery>;

/**
 * Whether the caller may still write in a direct conversation (the company's messaging rule, the
 * other person's approval); when not, `reason` says why, in the words a send would be refused with.
 */
export const sendState = z.object({ can_send: z.boolean(), reason: z.string().nullable() });
export type SendState = z.infer<typeof sendState>;

export const sendMessageInput = z.object({ receiver_id: idOf('user'), content });
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** The text fields of `send-with-file` (multipart); the file comes as `file`. Content may be blank. */
export const sendFileFields = z
  .object({
    receiver_id: idOf('user').optional(),
    group_id: idOf('group').optional(),
    content: optionalText(messagingLimits.contentMax, { lines: true }),
  })
  .refine((v) => Boolean(v.receiver_id) !== Boolean(v.group_id), {
    error: 'Alıcı veya grup seçilmelidir',
    path: ['receiver_id'],
  });
export type SendFileFields = z.input<typeof sendFileFields>;

export const sendBulkInput = z.object({
  receiver_ids: idList('user', 'En az bir alıcı seçilmelidir'),
  content,
});
export type SendBulkInput = z.input<typeof sendBulkInput>;
export const sendBulkResponse = z.object({ message: z.string(), sent_count: z.number().int() });

export const markReadInput = z
  .object({ sender_id: idOf('user').optional(), group_id: idOf('group').optional(), is_group: formBoolean.optional() })
  .refine((v) => (v.is_group ? Boolean(v.group_id) : Boolean(v.sender_id)), {
    error: 'Konuşma seçilmelidir',
    path: ['sender_id'],
  });
export type MarkReadInput = z.input<typeof markReadInput>;
/** `GET /api/messages/unread-count`: what the Mesajlar badge shows. */
export const messageUnreadCount = z.object({
  /** Unread messages in every conversation of mine, direct and group. */
  unread_count: z.number().int(),
  direct: z.number().int(),
  group: z.number().int(),
});
export type MessageUnreadCount = z.infer<typeof messageUnreadCount>;

export const markReadResponse = z.object({ message: z.string(), marked: z.number().int() });

export const editMessageInput = z.object({
  content: requiredText('Mesaj metni boş olamaz', messagingLimits.contentMax, { lines: true }),
});
export type EditMessageInput = z.input<typeof editMessageInput>;

/** A conversation: the person's id, or with `is_group` the group's. */
const conversationId = idOf(['user', 'group']);
export const pinConversationInput = z.object({ conversation_id: conversationId, is_group: formBoolean.optional() });
export type PinConversationInput = z.input<typeof pinConversationInput>;
export const unpinConversationInput = z.object({ conversation_id: conversationId });
export type UnpinConversationInput = z.input<typeof unpinConversationInput>;
export const pinnedResponse = z.object({ message: z.string(), pinned_conversations: z.array(z.string()) });

export const groupMessageInput = z.object({ content });
export type GroupMessageInput = z.input<typeof groupMessageInput>;

export const createGroupInput = z.object({
  name: requiredText('Grup adı ve en az bir üye seçilmelidir', messagingLimits.groupNameMax),
  description: optionalText(messagingLimits.groupDescriptionMax, { lines: true }),
  member_ids: idList('user', 'Grup adı ve en az bir üye seçilmelidir'),
});
export type CreateGroupInput = z.input<typeof createGroupInput>;

/** `PUT /api/groups/{id}`: the group's name and description, as at creation (a blank description clears it). */
export const updateGroupInput = z.object({
  name: requiredText('Grup adı boş olamaz', messagingLimits.groupNameMax),
  description: optionalText(messagingLimits.groupDescriptionMax, { lines: true }),
});
export type UpdateGroupInput = z.input<typeof updateGroupInput>;

export const addGroupMemberInput = z.object({ user_id: idOf('user') });
export type AddGroupMemberInput = z.input<typeof addGroupMemberInput>;

export const messageIdParams = z.object({ id: idOf('message') });
export const groupIdParams = z.object({ id: idOf('group') });
export const groupMemberParams = z.object({ id: idOf('group'), userId: idOf('user') });
/** `/api/messages/{userId}`: the conversation with this person. */
export const userIdParams = z.object({ userId: idOf('user') });

/** `PUT /api/companies/my/settings`: the employer's company settings. */
export const companySettingsInput = z.object({ messaging_mode: messagingMode });
export type CompanySettingsInput = z.input<typeof companySettingsInput>;
