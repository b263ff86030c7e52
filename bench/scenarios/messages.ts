import { messagingLimits, type Conversation, type Message } from '@vazife/contract';
import type { MemberCtx } from '../../apps/server/src/platform/context.js';
import type { TokenService } from '../../apps/server/src/platform/tokens.js';
import { DownloadGrants } from '../../apps/server/src/platform/download-grants.js';
import { InProcessBus } from '../../apps/server/src/platform/live-bus.js';
import { quietLog } from '../../apps/server/src/platform/deps.js';
import { LocalStorage } from '../../apps/server/src/platform/local-storage.js';
import { FilesService, ThumbnailQueue } from '../../apps/server/src/modules/files/index.js';
import {
  listConversations,
  listDirect,
  ReceiptCoalescer,
  type MessagingDeps,
} from '../../apps/server/src/modules/messaging/index.js';
import type { OperationTarget } from './scenario.js';
import { defineScenario, type Caller } from './scenario.js';
import { contactCount, seedMessages, staff, type MessagesSeed } from './messages-seed.js';

const pageSize = messagingLimits.pageSize;
/** The conversation list's first page (of the 200), as `apps/web` asks for it. */
const listPageSize = messagingLimits.conversationPageSize;
const count = (n: number) => n.toLocaleString('en-US');

function focusCtx(seed: MessagesSeed): MemberCtx {
  return {
    actor: { userId: seed.focusId, companyId: seed.companyId, role: 'mudur', approved: true, companyStatus: 'active' },
    tokenVersion: 0,
  };
}

/** The messaging module's dependencies as the app builds them; nothing here publishes (reads only). */
function depsOf({ db, location }: OperationTarget): MessagingDeps {
  return {
    db,
    files: new FilesService(new LocalStorage(location.dataDir), new ThumbnailQueue(), quietLog),
    grants: new DownloadGrants('bench-no-http'),
    bus: new InProcessBus(),
    receipts: new ReceiptCoalescer(new InProcessBus(), 0),
  };
}

/** The list's first page, as the web asks for it: the three pinned first, then the latest first. */
function checkConversations(list: unknown, seed: MessagesSeed): string | undefined {
  if (!Array.isArray(list)) return 'the answer is not a list';
  const conversations = list as Conversation[];
  if (conversations.length !== listPageSize) return `expected ${listPageSize} conversations, got ${list.length}`;
  const contacts = new Set(seed.contacts);
  if (!conversations.every((c) => contacts.has(c.user.id) && c.last_message)) return 'a conversation is not the seed’s';
  const pinned = conversations.slice(0, seed.pinned.length);
  if (!pinned.every((c) => c.is_pinned && seed.pinned.includes(c.user.id))) return 'the pinned ones do not come first';
  const rest = conversations.slice(seed.pinned.length);
  const latestFirst = rest.every(
    (c, i) => i === 0 || rest[i - 1]!.last_message!.created_at >= c.last_message!.created_at,
  );
  return latestFirst ? undefined : 'the conversations are not latest first';
}

/** The newest page of the long conversation: 50 messages in chat order, ending with the newest. */
function checkPage(list: unknown, seed: MessagesSeed): string | undefined {
  if (!Array.isArray(list)) return 'the answer is not a list';
  const messages = list as Message[];
  if (messages.length !== pageSize) return `expected ${pageSize} messages, got ${list.length}`;
  if (messages.at(-1)!.id !== seed.newestHeavyMessageId) return 'the page does not end with the newest message';
  const pair = new Set([seed.focusId, seed.heavyPeerId]);
  if (!messages.every((m) => pair.has(m.sender_id) && pair.has(m.receiver_id!))) return 'a message of another pair';
  const chatOrder = messages.every((m, i) => i === 0 || messages[i - 1]!.created_at <= m.created_at);
  return chatOrder ? undefined : 'the page is not in chat order';
}

async function bearer(seed: MessagesSeed, tokens: TokenService) {
  // A fresh seed has token_version 0. As a browser asks: it takes a gzipped answer (the server
  // gzips the lists and pages it keeps), as in tasks-list.
  return {
    authorization: `Bearer ${await tokens.sign('vazife:user', { sub: seed.focusId, ver: 0 })}`,
    'accept-encoding': 'gzip, deflate, br',
  };
}

const conversations: Caller<MessagesSeed> = {
  name: 'conversations',
  request: async (seed, tokens) => ({
    method: 'GET',
    path: `/api/messages/conversations?limit=${listPageSize}`,
    headers: await bearer(seed, tokens),
  }),
  checkBody: (status, body, seed) => (status === 200 ? checkConversations(body, seed) : `status ${status}`),
  // The handler's own work: the focus person's thread rows and pins, then for the first page their
  // peers and the last messages with the other sides' watermarks; not the token check, the actor
  // lookup, the response schema, JSON and HTTP.
  operation: (target, seed) => {
    const deps = depsOf(target);
    const ctx = focusCtx(seed);
    return async () => (await listConversations(deps, ctx, { limit: listPageSize })).conversations;
  },
  checkResult: (result, seed) => checkConversations(result, seed),
};

const chat: Caller<MessagesSeed> = {
  name: 'chat',
  request: async (seed, tokens) => ({
    method: 'GET',
    path: `/api/messages/${seed.heavyPeerId}`,
    headers: await bearer(seed, tokens),
  }),
  checkBody: (status, body, seed) => (status === 200 ? checkPage(body, seed) : `status ${status}`),
  // The handler's own work: the peer check, the newest page by the conversation index and the two
  // watermarks; not the token check, the actor lookup, params validation, JSON and HTTP.
  operation: (target, seed) => {
    const deps = depsOf(target);
    const ctx = focusCtx(seed);
    return async () => (await listDirect(deps, ctx, seed.heavyPeerId, {})).messages;
  },
  checkResult: (result, seed) => checkPage(result, seed),
};

export const messages = defineScenario<MessagesSeed>({
  name: 'messages',
  describe: ({ messages: total }) =>
    `GET /api/messages/conversations (first page of ${listPageSize}) and GET /api/messages/{userId} (newest page ` +
    `of ${pageSize}) as a manager with ${contactCount} conversations, in a company of ${count(staff)} staff and ${count(total)} direct messages`,
  seed: (target) => seedMessages(target, pageSize),
  callers: [conversations, chat],
});
