import { canMessage, errors, type AvailableUser, type MessagingMode, type SendState } from '@vazife/contract';
import { toBool } from '../../../db/dialect.js';
import type { MemberCtx } from '../../../platform/context.js';
import { AppError, forbidden, notFound } from '../../../platform/errors.js';
import type { MessagingDeps } from '../messaging-deps.js';
import * as groupsRepo from '../groups/groups.repo.js';
import * as people from './people.repo.js';

/** The company's messaging rule applied to the actor and one person, with the pair's ties. */
function allowed(
  ctx: MemberCtx,
  other: people.PersonRow,
  mode: MessagingMode,
  ties: { wroteToActor: Set<string>; assignedActor: Set<string> },
): boolean {
  return allowedWith(ctx, other, mode, {
    wroteToActor: ties.wroteToActor.has(other.id),
    assignedActorATask: ties.assignedActor.has(other.id),
  });
}

function allowedWith(
  ctx: MemberCtx,
  other: people.PersonRow,
  mode: MessagingMode,
  ties: { wroteToActor: boolean; assignedActorATask: boolean },
): boolean {
  const person = { id: other.id, role: other.role, approved: toBool(other.is_approved) };
  return canMessage({ ...ctx.actor, userId: ctx.actor.userId }, person, mode, ties);
}

export const toConversationUser = (person: people.PersonRow): AvailableUser => ({
  id: person.id,
  name: person.name,
  role: person.role,
  email: person.email,
  created_at: person.created_at,
});

/**
 * Whom the actor may start a conversation with: the company's rule, those who wrote to the actor,
 * and, for a worker, whoever assigned them a task.
 */
export async function availableUsers(deps: MessagingDeps, ctx: MemberCtx): Promise<AvailableUser[]> {
  const [everyone, mode, wrote, assigners] = await Promise.all([
    people.approvedPeople(deps.db, ctx),
    people.messagingMode(deps.db, ctx),
    people.peersWhoWrote(deps.db, ctx, ctx.actor.userId),
    ctx.actor.role === 'isci' ? people.taskAssignersOf(deps.db, ctx, ctx.actor.userId) : Promise.resolve([]),
  ]);
  const ties = { wroteToActor: new Set(wrote), assignedActor: new Set(assigners) };
  return everyone.filter((person) => allowed(ctx, person, mode, ties)).map(toConversationUser);
}

/**
 * The people the actor writes to, each checked against the rule: another company's id or nobody's
 * is a 404, oneself a 400, a pending person or one the rule keeps apart a 403. Answers the
 * sender's name, read with them, which the sent messages carry.
 */
export async function recipientsFor(
  deps: MessagingDeps,
  ctx: MemberCtx,
  userIds: readonly string[],
): Promise<{ senderName: string }> {
  const me = ctx.actor.userId;
  if (userIds.includes(me)) throw new AppError(400, errors.cannotMessageSelf);
  const read = await people.findPeople(deps.db, ctx, [...userIds, me]);
  const found = read.filter((person) => person.id !== me);
  if (found.length !== new Set(userIds).size) throw notFound();
  if (found.some((person) => !toBool(person.is_approved))) throw forbidden(errors.recipientNotApproved);
  const mode = await people.messagingMode(deps.db, ctx);
  // One person: their ties only; many (bulk, the employer's, who may write to anyone): all of them.
  const one = found.length === 1 ? found[0]!.id : undefined;
  const [wrote, assigners] = await Promise.all([
    people.peersWhoWrote(deps.db, ctx, ctx.actor.userId, one),
    ctx.actor.role === 'isci' ? people.taskAssignersOf(deps.db, ctx, ctx.actor.userId, one) : Promise.resolve([]),
  ]);
  const ties = { wroteToActor: new Set(wrote), assignedActor: new Set(assigners) };
  if (found.some((person) => !allowed(ctx, person, mode, ties))) throw forbidden(errors.cannotMessageUser);
  return { senderName: read.find((person) => person.id === me)!.name };
}

/**
 * The rule for one direct message, read in one query (people.repo.ts, directSendCheck): another
 * company's id or nobody's is a 404, oneself a 400, a pending person or one the rule keeps apart
 * a 403. Answers the sender's name, which the sent message carries.
 */
export async function checkDirectSend(
  deps: MessagingDeps,
  ctx: MemberCtx,
  receiverId: string,
): Promise<{ senderName: string }> {
  if (receiverId === ctx.actor.userId) throw new AppError(400, errors.cannotMessageSelf);
  const found = await people.directSendCheck(deps.db, ctx, receiverId);
  if (!found) throw notFound();
  if (!toBool(found.is_approved)) throw forbidden(errors.recipientNotApproved);
  // A worker's tie to whoever assigned them a task counts for workers only, as availableUsers reads it.
  const ties = {
    wroteToActor: toBool(found.wrote_to_actor),
    assignedActorATask: ctx.actor.role === 'isci' && toBool(found.assigned_actor),
  };
  if (!allowedWith(ctx, found, found.messaging_mode!, ties)) throw forbidden(errors.cannotMessageUser);
  return { senderName: found.actor_name! };
}

/**
 * The rule for one group message, read in one query (groups.repo.ts, groupSendCheck): a group of
 * the company (404 otherwise) that the actor is in (403 otherwise). Answers the sender's name.
 */
export async function checkGroupSend(
  deps: MessagingDeps,
  ctx: MemberCtx,
  groupId: string,
): Promise<{ senderName: string }> {
  const found = await groupsRepo.groupSendCheck(deps.db, ctx, groupId);
  if (!found) throw notFound();
  if (!toBool(found.is_member)) throw forbidden(errors.notGroupMember);
  return { senderName: found.actor_name! };
}

/** A person of the actor's company (a conversation's other side), or 404. */
export async function personOf(deps: MessagingDeps, ctx: MemberCtx, userId: string): Promise<people.PersonRow> {
  const person = await people.findPerson(deps.db, ctx, userId);
  if (!person) throw notFound();
  return person;
}

/**
 * Whether the actor may still write to this person now: the send's own checks, answered instead of
 * thrown (a refusal's reason is the detail a send would get). Another company's id or nobody's is a 404.
 */
export async function sendState(deps: MessagingDeps, ctx: MemberCtx, userId: string): Promise<SendState> {
  try {
    await checkDirectSend(deps, ctx, userId);
    return { can_send: true, reason: null };
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 400))
      return { can_send: false, reason: error.detail };
    throw error;
  }
}
