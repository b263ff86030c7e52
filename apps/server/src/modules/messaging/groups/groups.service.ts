import { randomUUID } from 'node:crypto';
import {
  canCreateGroup,
  canManageGroup,
  canRemoveGroupMember,
  errors,
  seesEveryGroup,
  type Group,
  type GroupListItem,
  type Message,
} from '@vazife/contract';
import { jsonArray, toBool } from '../../../db/dialect.js';
import type { MemberCtx } from '../../../platform/context.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../platform/errors.js';
import { byPinAndTime, lastMessagesOf, pinnedOf } from '../conversations/last-messages.service.js';
import { publishGroupDeleted, publishGroupUpdated } from '../messaging-events.js';
import { announceSent, groupRow, messageTime, writeGroup } from '../messages/message-writes.service.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { pageOfConversation, type MessagePage } from '../messages/message-pages.service.js';
import { groupHead } from './group-head.mapper.js';
import * as groupThreads from './group-threads.repo.js';
import * as groupsRepo from './groups.repo.js';
import * as messagesRepo from '../messages/messages.repo.js';
import * as people from '../rules/people.repo.js';
import { checkGroupSend } from '../rules/rules.service.js';
import * as threadsRepo from '../conversations/threads.repo.js';

/**
 * The API's groups as the actor sees them: their thread, their pins. The list's rows count their
 * members; one group's answer (`groupFor`) lists them too. `member`: the actor is in them (the
 * employer's others have no thread: no last message, nothing unread).
 */
async function groupsFor(
  deps: MessagingDeps,
  ctx: MemberCtx,
  groupIds: string[],
  threads: threadsRepo.ThreadRow[],
  member = true,
): Promise<GroupListItem[]> {
  const [groups, counts, lastMessages, pinned] = await Promise.all([
    groupsRepo.findGroups(deps.db, ctx, groupIds),
    groupsRepo.memberCounts(deps.db, ctx, groupIds),
    lastMessagesOf(deps, ctx, threads),
    pinnedOf(deps, ctx),
  ]);
  const threadOf = new Map(threads.map((t) => [t.group_id!, t]));
  return groups
    .map((group) => {
      const thread = threadOf.get(group.id);
      const last: Message | null = (thread?.last_message_id && lastMessages.get(thread.last_message_id)) || null;
      return {
        ...groupHead(group),
        member_count: counts.get(group.id) ?? 0,
        last_message: last,
        unread_count: Number(thread?.unread_count ?? 0),
        is_pinned: pinned.includes(group.id),
        is_member: member,
        at: thread?.last_message_at ?? null,
      };
    })
    .sort(byPinAndTime)
    .map(({ at: _at, ...group }) => group);
}

/** One group with its members, as the actor sees it. */
async function groupFor(deps: MessagingDeps, ctx: MemberCtx, groupId: string): Promise<Group> {
  const thread = await threadsRepo.findThread(deps.db, ctx, ctx.actor.userId, groupId);
  const [[group], members] = await Promise.all([
    groupsFor(deps, ctx, [groupId], thread ? [thread] : []),
    groupsRepo.membersOf(deps.db, ctx, [groupId]),
  ]);
  if (!group) throw notFound();
  const details = members.map(({ id, name, role }) => ({ id, name, role }));
  // The members as listed, counted once: the count and the list never disagree.
  return {
    ...group,
    member_count: details.length,
    member_details: details,
    is_member: details.some((member) => member.id === ctx.actor.userId),
  };
}

/**
 * The groups the actor is in, without their member lists; for the employer, then every other
 * group of the company by name, flagged `is_member: false` (docs/product-rules.md#messaging).
 */
export async function listGroups(deps: MessagingDeps, ctx: MemberCtx): Promise<GroupListItem[]> {
  const threads = await threadsRepo.threadsOf(deps.db, ctx, 'group');
  const mine = threads.map((t) => t.group_id!);
  const listed = await groupsFor(deps, ctx, mine, threads);
  if (!seesEveryGroup(ctx.actor)) return listed;
  const inThem = new Set(mine);
  const others = (await groupsRepo.allGroupIds(deps.db, ctx)).filter((id) => !inThem.has(id));
  const rest = await groupsFor(deps, ctx, others, [], false);
  return [...listed, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'tr'))];
}

/** A group of the company (404 otherwise) that the actor is in (403 otherwise). */
async function loadAsMember(deps: MessagingDeps, ctx: MemberCtx, groupId: string) {
  const group = await groupsRepo.findGroup(deps.db, ctx, groupId);
  if (!group) throw notFound();
  if (!(await groupsRepo.isMember(deps.db, ctx, groupId, ctx.actor.userId))) throw forbidden(errors.notGroupMember);
  return group;
}

/** A member sees their group; the employer sees every group of the company, to manage it. */
export async function getGroup(deps: MessagingDeps, ctx: MemberCtx, groupId: string): Promise<Group> {
  const group = await groupsRepo.findGroup(deps.db, ctx, groupId);
  if (!group) throw notFound();
  const member = await groupsRepo.isMember(deps.db, ctx, groupId, ctx.actor.userId);
  if (!member && !seesEveryGroup(ctx.actor)) throw forbidden(errors.notGroupMember);
  return groupFor(deps, ctx, groupId);
}

export async function listGroupMessages(
  deps: MessagingDeps,
  ctx: MemberCtx,
  groupId: string,
  query: { cursor?: string; limit?: number },
): Promise<MessagePage> {
  await loadAsMember(deps, ctx, groupId);
  return pageOfConversation(deps, ctx, groupId, query);
}

/** A message to a group: the rule in one read, the writes, the answer from what was written. */
export async function sendGroupMessage(deps: MessagingDeps, ctx: MemberCtx, groupId: string, content: string) {
  const { senderName } = await checkGroupSend(deps, ctx, groupId);
  const row = groupRow(ctx, groupId, content, messageTime());
  const written = await deps.db.transaction().execute((trx) => writeGroup({ ...deps, db: trx }, ctx, row));
  return announceSent(deps, ctx, written, senderName);
}

/** Checks a group's new members: people of the company (404 otherwise), approved (400 otherwise). */
async function newMembers(deps: MessagingDeps, ctx: MemberCtx, userIds: string[]) {
  const found = await people.findPeople(deps.db, ctx, userIds);
  if (found.length !== userIds.length) throw notFound();
  if (found.some((person) => !toBool(person.is_approved))) throw badRequest(errors.groupMemberNotApproved);
}

export async function createGroup(
  deps: MessagingDeps,
  ctx: MemberCtx,
  input: { name: string; description?: string; member_ids: string[] },
): Promise<Group> {
  const me = await people.findPerson(deps.db, ctx, ctx.actor.userId);
  if (!canCreateGroup({ ...ctx.actor, canCreateGroups: toBool(me?.can_create_groups) }))
    throw forbidden(errors.cannotCreateGroup);
  const memberIds = [...new Set([ctx.actor.userId, ...input.member_ids])];
  // A group of its creator alone is no conversation: someone else must be in it.
  if (memberIds.length < 2) throw badRequest(errors.groupNeedsMember);
  await newMembers(deps, ctx, memberIds);
  const now = new Date().toISOString();
  const groupId = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await groupsRepo.insertGroup(trx, ctx, {
      id: groupId,
      name: input.name,
      description: input.description ?? null,
      created_by: ctx.actor.userId,
      created_at: now,
    });
    await groupsRepo.addMembers(trx, ctx, groupId, memberIds, now);
    await groupThreads.openGroupThreads(trx, ctx, groupId, memberIds, undefined);
  });
  const created = await groupFor(deps, ctx, groupId);
  publishGroupUpdated(deps, ctx, created, { added: created.member_details, removed: [] });
  return created;
}

/** The creator or the employer adds an approved person of the company. */
export async function addMember(deps: MessagingDeps, ctx: MemberCtx, groupId: string, userId: string): Promise<Group> {
  const group = await groupsRepo.findGroup(deps.db, ctx, groupId);
  if (!group) throw notFound();
  if (!canManageGroup(ctx.actor, group)) throw forbidden(errors.cannotManageGroup);
  await newMembers(deps, ctx, [userId]);
  await deps.db.transaction().execute(async (trx) => {
    await groupsRepo.lockGroup(trx, ctx, groupId);
    if (await groupsRepo.isMember(trx, ctx, groupId, userId)) throw conflict(errors.alreadyGroupMember);
    await groupsRepo.addMembers(trx, ctx, groupId, [userId], new Date().toISOString());
    await groupThreads.openGroupThreads(trx, ctx, groupId, [userId], await messagesRepo.newestOf(trx, ctx, groupId));
  });
  const changed = await groupFor(deps, ctx, groupId);
  const added = changed.member_details.filter((member) => member.id === userId);
  publishGroupUpdated(deps, ctx, changed, { added, removed: [] });
  return changed;
}

/** The creator or the employer removes a member; the creator stays. */
export async function removeMember(
  deps: MessagingDeps,
  ctx: MemberCtx,
  groupId: string,
  userId: string,
): Promise<Group> {
  const group = await groupsRepo.findGroup(deps.db, ctx, groupId);
  if (!group) throw notFound();
  if (!canManageGroup(ctx.actor, group)) throw forbidden(errors.cannotManageGroup);
  if (!canRemoveGroupMember(ctx.actor, group, userId)) throw new AppError(403, errors.creatorStaysInGroup);
  await deps.db.transaction().execute(async (trx) => {
    await groupsRepo.lockGroup(trx, ctx, groupId);
    if (!(await groupsRepo.removeMember(trx, ctx, groupId, userId))) throw notFound();
    await groupThreads.closeThread(trx, ctx, userId, groupId);
  });
  const changed = await groupFor(deps, ctx, groupId);
  publishGroupUpdated(deps, ctx, changed, { added: [], removed: [userId] });
  return changed;
}

/** The creator or the employer renames a group or changes its description. */
export async function updateGroup(
  deps: MessagingDeps,
  ctx: MemberCtx,
  groupId: string,
  input: { name: string; description?: string },
): Promise<Group> {
  const group = await groupsRepo.findGroup(deps.db, ctx, groupId);
  if (!group) throw notFound();
  if (!canManageGroup(ctx.actor, group)) throw forbidden(errors.cannotEditGroup);
  await groupsRepo.updateGroup(deps.db, ctx, groupId, { name: input.name, description: input.description ?? null });
  const changed = await groupFor(deps, ctx, groupId);
  publishGroupUpdated(deps, ctx, changed, { added: [], removed: [] });
  return changed;
}

/**
 * The creator or the employer deletes a group: its messages, their files and everyone's pins of
 * it go too; its members (and the employer) are told. The members' thread rows are held first, in
 * the order a group message takes them, then the group's row (PostgreSQL: threads.repo.ts).
 */
export async function deleteGroup(deps: MessagingDeps, ctx: MemberCtx, groupId: string): Promise<void> {
  const group = await groupsRepo.findGroup(deps.db, ctx, groupId);
  if (!group) throw notFound();
  if (!canManageGroup(ctx.actor, group)) throw forbidden(errors.cannotEditGroup);
  const done = await deps.db.transaction().execute(async (trx) => {
    await threadsRepo.lockThreads(trx, ctx, groupId);
    await groupsRepo.lockGroup(trx, ctx, groupId);
    const members = await groupsRepo.membersOf(trx, ctx, [groupId]);
    const files = await messagesRepo.storedFilesOf(trx, ctx, groupId);
    if (!(await groupsRepo.deleteGroup(trx, ctx, groupId))) throw notFound();
    for (const pinner of await people.pinnersOf(trx, ctx, groupId))
      await people.setPinnedOf(
        trx,
        ctx,
        pinner.id,
        jsonArray(pinner.pinned_conversations).filter((id) => id !== groupId),
      );
    return { members, files };
  });
  // The rows are gone: a file left behind is only space, never shown.
  await Promise.all(done.files.map((key) => deps.files.storage.remove('messages', key).catch(() => undefined)));
  publishGroupDeleted(deps, ctx, groupId, done.members);
}
