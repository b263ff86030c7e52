import type { Message, MessageType } from '@vazife/contract';
import { toBool } from '../../../db/dialect.js';
import type { MessageRecord } from './messages.repo.js';

/** Each member's read watermark in one conversation: the newest message time they have read. */
export type Watermarks = ReadonlyMap<string, string | null>;

export function watermarkMap(rows: { user_id: string; last_read_at: string | null }[]): Watermarks {
  return new Map(rows.map((row) => [row.user_id, row.last_read_at]));
}

/** Who other than the sender has read a message: their watermark reached its time. */
export function readersOf(message: { sender_id: string; created_at: string }, watermarks: Watermarks): string[] {
  const readers: string[] = [];
  for (const [userId, readUpTo] of watermarks)
    if (userId !== message.sender_id && readUpTo !== null && readUpTo >= message.created_at) readers.push(userId);
  return readers;
}

/** The kind of a file message, from the type its bytes showed. */
export function messageTypeOf(mimeType: string): MessageType {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return 'file';
}

/** A link to a message's stored file with the reader's download grant (`?dl=…`). */
const link = (key: string | null, linkQuery: string) =>
  key === null ? null : `/api/download/messages/${key}${linkQuery}`;

/**
 * The API's message (contract `message`) as `readerId` sees it: who read it is the sender's to
 * know (their ticks), so `read_by` lists them on the reader's own messages only.
 */
export function toMessage(row: MessageRecord, watermarks: Watermarks, linkQuery: string, readerId: string): Message {
  const readBy = readersOf(row, watermarks);
  return {
    id: row.id,
    sender_id: row.sender_id,
    sender_name: row.sender_name,
    receiver: row.receiver_id,
    receiver_id: row.receiver_id,
    group_id: row.group_id,
    content: row.content,
    message_type: row.message_type,
    file_url: link(row.storage_key, linkQuery),
    thumbnail_url: link(row.thumbnail_key, linkQuery),
    file_name: row.file_name,
    file_size: row.file_size === null ? null : Number(row.file_size),
    mime_type: row.mime_type,
    created_at: row.created_at,
    is_edited: toBool(row.is_edited),
    is_read: readBy.length > 0,
    read_by: readerId === row.sender_id ? readBy : [],
  };
}
