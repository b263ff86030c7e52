import type { MessagingMode, Role } from './enums.js';
import type { Actor } from './policy.js';

/**
 * Who may write to whom, by the company's messaging rule (docs/product-rules.md#messaging). Both
 * modes are symmetric ("with"), so one table per mode says who talks with whom.
 * - hiyerarsik: isci with sef; sef with isci, mudur and sef; mudur with sef; and
 *   everyone with the employer.
 * - acik: isci with isci, sef and the employer; sef with isci and the employer; and
 *   the manager with everyone.
 */
const talksWith: Record<MessagingMode, Record<Role, readonly Role[]>> = {
  hiyerarsik: {
    isveren: ['isveren', 'mudur', 'sef', 'isci'],
    mudur: ['isveren', 'sef'],
    sef: ['isveren', 'mudur', 'sef', 'isci'],
    isci: ['isveren', 'sef'],
  },
  acik: {
    isveren: ['isveren', 'mudur', 'sef', 'isci'],
    mudur: ['isveren', 'mudur', 'sef', 'isci'],
    sef: ['isveren', 'mudur', 'isci'],
    isci: ['isveren', 'mudur', 'sef', 'isci'],
  },
};

export function messagingRoles(mode: MessagingMode, role: Role): readonly Role[] {
  return talksWith[mode][role];
}

/** Facts about the pair that open a conversation whatever the roles (docs/product-rules.md#messaging). */
export interface MessagingTies {
  /** The other person assigned the actor a task: a worker can always write back to them. */
  assignedActorATask?: boolean;
  /** The other person already wrote to the actor: anyone may answer. */
  wroteToActor?: boolean;
}

/**
 * May `actor` send a direct (or file) message to `other`? Same company is checked by the caller
 * (another company's user is a 404). Pending people neither send nor receive.
 */
export function canMessage(
  actor: Actor & { userId: string },
  other: { id: string; role: Role; approved: boolean },
  mode: MessagingMode,
  ties: MessagingTies = {},
): boolean {
  if (!actor.approved || !other.approved || actor.userId === other.id) return false;
  if (talksWith[mode][actor.role].includes(other.role)) return true;
  return Boolean(ties.wroteToActor || (ties.assignedActorATask && actor.role === 'isci'));
}

/** Bulk messages: the employer's. */
export function canSendBulk(actor: Actor): boolean {
  return actor.approved && actor.role === 'isveren';
}

/** Creating groups: the employer always, others when the employer granted `can_create_groups`. */
export function canCreateGroup(actor: Actor & { canCreateGroups: boolean }): boolean {
  return actor.approved && (actor.role === 'isveren' || actor.canCreateGroups);
}

/** Adding and removing members, renaming and deleting: the group's creator or the employer. */
export function canManageGroup(actor: Actor & { userId: string }, group: { created_by: string }): boolean {
  return actor.approved && (actor.role === 'isveren' || group.created_by === actor.userId);
}

/**
 * The employer sees every group of her company (to manage it), the others only those they are in.
 * Seeing is not reading: the employer reads a group's messages once she adds herself.
 */
export function seesEveryGroup(actor: Actor): boolean {
  return actor.approved && actor.role === 'isveren';
}

/** The creator stays in their group. */
export function canRemoveGroupMember(
  actor: Actor & { userId: string },
  group: { created_by: string },
  memberId: string,
): boolean {
  return canManageGroup(actor, group) && memberId !== group.created_by;
}

/** Edit, delete and read status: the sender's own messages only. */
export function canChangeMessage(actor: { userId: string }, message: { sender_id: string }): boolean {
  return message.sender_id === actor.userId;
}
