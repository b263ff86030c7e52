import { errors, type Message } from '@vazife/contract';
import type { MemberCtx } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/uploads.js';
import type { FileInfo } from '../../files/index.js';
import {
  announceSent,
  directRow,
  groupRow,
  messageTime,
  writeDirect,
  writeGroup,
  type WrittenMessage,
} from '../messages/message-writes.service.js';
import { messageTypeOf } from '../messages/messages.mapper.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { checkDirectSend, checkGroupSend } from '../rules/rules.service.js';
import * as groupsRepo from '../groups/groups.repo.js';
import * as messagesRepo from '../messages/messages.repo.js';

/**
 * A file message to a person or a group. Who may write is checked before anything is stored;
 * the file is checked from its bytes, stored, and removed again if the write fails, so a refused
 * or failed call leaves neither a row nor a file. An image's thumbnail is made after the answer.
 */
export async function sendWithFile(
  deps: MessagingDeps,
  ctx: MemberCtx,
  target: { receiver_id?: string; group_id?: string },
  content: string,
  upload: UploadedFile | undefined,
): Promise<Message> {
  const { senderName } = target.group_id
    ? await checkGroupSend(deps, ctx, target.group_id)
    : await checkDirectSend(deps, ctx, target.receiver_id!);
  if (!upload) throw badRequest(errors.messageFileRequired);
  const batch = await deps.files.store('messages', await deps.files.check('messages', [upload]));
  const file = batch.files[0]!;
  const now = messageTime();
  const base = target.group_id
    ? groupRow(ctx, target.group_id, content, now)
    : directRow(ctx, target.receiver_id!, content, now);
  const row = {
    ...base,
    message_type: messageTypeOf(file.mimeType),
    storage_key: file.key,
    file_name: file.filename,
    file_size: file.size,
    mime_type: file.mimeType,
  };
  let written: WrittenMessage;
  try {
    written = await deps.db.transaction().execute(async (trx) => {
      const inTrx = { ...deps, db: trx };
      return row.group_id ? writeGroup(inTrx, ctx, row) : (await writeDirect(inTrx, ctx, [row]))[0]!;
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
  deps.files.thumbnailLater('messages', file, ctx.actor.userId, (key) => recordThumbnail(deps, ctx, row, key));
  return announceSent(deps, ctx, written, senderName);
}

/** Records an image's thumbnail once made; false when the message is gone meanwhile. */
function recordThumbnail(
  deps: MessagingDeps,
  ctx: MemberCtx,
  row: { id: string; sender_id: string; receiver_id?: string | null; conversation_key: string },
  key: string,
) {
  const message = { ...row, receiver_id: row.receiver_id ?? null };
  return deps.db.transaction().execute((trx) => messagesRepo.setThumbnail(trx, ctx, message, key));
}

/** The read rule of the `messages` area: the reader is in the file's conversation. */
export async function readableMessageFile(
  deps: Pick<MessagingDeps, 'db'>,
  ctx: MemberCtx,
  key: string,
): Promise<FileInfo | undefined> {
  const message = await messagesRepo.findByStorageKey(deps.db, ctx, key);
  if (!message || !message.file_name || !message.mime_type) return undefined;
  const me = ctx.actor.userId;
  const member = message.group_id
    ? await groupsRepo.isMember(deps.db, ctx, message.group_id, me)
    : message.sender_id === me || message.receiver_id === me;
  if (!member) return undefined;
  return message.thumbnail_key === key
    ? { filename: `kucuk-${message.file_name}`, mimeType: 'image/webp' }
    : { filename: message.file_name, mimeType: message.mime_type };
}
