import { z } from './zod.js';

/**
 * What `GET /api/events` pushes (PRODUCT.md "Live updates and notifications"): a type and the ids a
 * client needs to refetch, never the object itself, so that an event carries nothing its reader
 * could not already load, and stays far below PostgreSQL's 8,000-byte NOTIFY payload.
 */
const id = z.string();
/** Where a message lives: a direct conversation (between sender and receiver) or a group. */
const messageWhere = { message_id: id, sender_id: id, receiver_id: id.nullable(), group_id: id.nullable() };

export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.created'), ...messageWhere }),
  z.object({ type: z.literal('message.updated'), ...messageWhere }),
  z.object({ type: z.literal('message.deleted'), ...messageWhere }),
  /** `reader_id` read everything up to now from `sender_id` (direct) or in `group_id`. */
  z.object({ type: z.literal('message.read'), reader_id: id, sender_id: id.nullable(), group_id: id.nullable() }),
  z.object({ type: z.literal('group.updated'), group_id: id }),
  z.object({ type: z.literal('task.changed'), task_id: id }),
  z.object({ type: z.literal('notification.created'), notification_id: id }),
  /** Notifications of the reader were settled by someone else's step (marked read): the bell refetches. */
  z.object({ type: z.literal('notification.resolved') }),
  z.object({ type: z.literal('employee.pending'), user_id: id }),
  /** The employer approved or rejected `user_id`'s request to join: to that person and the employer. */
  z.object({ type: z.literal('employee.decided'), user_id: id, approved: z.boolean() }),
  z.object({ type: z.literal('announcement.created'), announcement_id: id }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];
