import type { LiveEvent } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import type { Audience } from '../../platform/live-bus.js';
import type { MessagingDeps } from './messaging-deps.js';

type Where = { id: string; sender_id: string; receiver_id: string | null; group_id: string | null };

/** Who sees a message: the pair of a direct conversation, or the group's members. */
export function audienceOf(ctx: MemberCtx, message: Where): Audience {
  const companyId = ctx.actor.companyId;
  return message.group_id
    ? { kind: 'group', companyId, groupId: message.group_id }
    : { kind: 'users', companyId, userIds: [message.sender_id, message.receiver_id!] };
}

/** Tells the message's audience; call after the write has committed. */
export function publishMessage(
  deps: MessagingDeps,
  ctx: MemberCtx,
  type: 'message.created' | 'message.updated' | 'message.deleted',
  message: Where,
): void {
  const event: LiveEvent = {
    type,
    message_id: message.id,
    sender_id: message.sender_id,
    receiver_id: message.receiver_id,
    group_id: message.group_id,
  };
  deps.bus.publish(audienceOf(ctx, message), event);
}

/** A group's name, members or settings changed: its members (and whoever just left) refetch it. */
export function publishGroupUpdated(deps: MessagingDeps, ctx: MemberCtx, groupId: string, alsoTo: string[] = []): void {
  const event: LiveEvent = { type: 'group.updated', group_id: groupId };
  deps.bus.publish({ kind: 'group', companyId: ctx.actor.companyId, groupId }, event);
  if (alsoTo.length > 0) deps.bus.publish({ kind: 'users', companyId: ctx.actor.companyId, userIds: alsoTo }, event);
}
