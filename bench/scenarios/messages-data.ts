import type { Row, Table } from '../lib/bulk-insert.js';
import { random, uuidFrom } from '../lib/prng.js';
import { messageRow } from './messages-rows.js';

/** Column order of the rows below; must match the migration's tables (0007-messaging.ts). */
export const messagesTable: Table = {
  name: 'messages',
  columns: [
    { name: 'id', pgType: 'text' },
    { name: 'company_id', pgType: 'text' },
    { name: 'conversation_key', pgType: 'text' },
    { name: 'sender_id', pgType: 'text' },
    { name: 'receiver_id', pgType: 'text' },
    { name: 'group_id', pgType: 'text' },
    { name: 'content', pgType: 'text' },
    { name: 'message_type', pgType: 'text' },
    { name: 'storage_key', pgType: 'text' },
    { name: 'thumbnail_key', pgType: 'text' },
    { name: 'file_name', pgType: 'text' },
    { name: 'file_size', pgType: 'integer' },
    { name: 'mime_type', pgType: 'text' },
    { name: 'is_edited', pgType: 'boolean' },
    { name: 'created_at', pgType: 'timestamptz' },
    { name: 'edited_at', pgType: 'timestamptz' },
  ],
};

export const messageThreadsTable: Table = {
  name: 'message_threads',
  columns: [
    { name: 'company_id', pgType: 'text' },
    { name: 'user_id', pgType: 'text' },
    { name: 'conversation_key', pgType: 'text' },
    { name: 'peer_id', pgType: 'text' },
    { name: 'group_id', pgType: 'text' },
    { name: 'last_message_id', pgType: 'text' },
    { name: 'last_message_at', pgType: 'timestamptz' },
    { name: 'unread_count', pgType: 'integer' },
    { name: 'last_read_at', pgType: 'timestamptz' },
    { name: 'peer_wrote', pgType: 'boolean' },
  ],
};

export interface MessageDataSpec {
  companyId: string;
  /** The measured person: one direct conversation with each of `contacts`. */
  focusId: string;
  /** The focus person's contacts; the first holds the long conversation whose page is measured. */
  contacts: string[];
  /** Everyone else of the company (not the focus person): they talk in pairs among themselves. */
  others: string[];
  messages: number;
  /** The newest message is at least an hour older than this. */
  nowMs: number;
}

export interface MessageChunk {
  messages: Row[];
  threads: Row[];
}

export interface ConversationPlan {
  a: string;
  b: string;
  count: number;
}

const hour = 3_600_000;
const day = 24 * hour;
/** A year of history. */
const historyMs = 365 * day;

/**
 * Who talks with whom and how much: the focus person's long conversation (2 % of the messages, at
 * least four pages), their other conversations (8 % spread evenly), and the rest of the company in
 * pairs of about 44 messages each, so that the focus person's rows are a small part of the table.
 */
export function planConversations(spec: MessageDataSpec, pageSize: number): ConversationPlan[] {
  const [heavy, ...light] = spec.contacts;
  const heavyCount = Math.max(pageSize * 4, Math.round(spec.messages * 0.02));
  const lightEach = Math.max(1, Math.floor((spec.messages * 0.08) / light.length));
  const plans: ConversationPlan[] = [{ a: spec.focusId, b: heavy!, count: heavyCount }];
  for (const contact of light) plans.push({ a: spec.focusId, b: contact, count: lightEach });
  const rest = spec.messages - heavyCount - lightEach * light.length;
  const pairs = Math.max(50, Math.round(rest / 44));
  const pool = spec.others;
  for (let i = 0; i < pairs; i++) {
    // Distinct unordered pairs while the offset stays under half the pool.
    const a = i % pool.length;
    const b = (a + 1 + Math.floor(i / pool.length)) % pool.length;
    plans.push({ a: pool[a]!, b: pool[b]!, count: Math.floor(rest / pairs) + (i < rest % pairs ? 1 : 0) });
  }
  return plans;
}

export const conversationKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

const iso = (ms: number) => new Date(ms).toISOString();

interface Generated {
  id: string;
  sender: string;
  at: number;
}

/**
 * One participant's thread row, consistent with the messages: they have read everything up to
 * some point of the other's trailing run of messages (never past their own last message), so
 * `unread_count` counts the other's messages after `last_read_at`.
 */
function threadRow(spec: MessageDataSpec, key: string, me: string, peer: string, list: Generated[], r: number): Row {
  let trailing = 0;
  while (trailing < list.length && list[list.length - 1 - trailing]!.sender !== me) trailing += 1;
  const unread = r < 0.75 ? 0 : Math.min(trailing, 1 + Math.floor(((r - 0.75) / 0.25) * 8));
  const readUpTo = list[list.length - 1 - unread];
  const last = list[list.length - 1]!;
  const peerWrote = list.some((m) => m.sender === peer) ? 1 : 0;
  return [
    spec.companyId,
    me,
    key,
    peer,
    null,
    last.id,
    iso(last.at),
    unread,
    readUpTo ? iso(readUpTo.at) : null,
    peerWrote,
  ];
}

/** The messages and both thread rows of every planned conversation, in chunks of about `chunkSize` messages. */
export function* messageChunks(
  spec: MessageDataSpec,
  plans: ConversationPlan[],
  chunkSize: number,
): Generator<MessageChunk> {
  const next = random(20261123);
  let chunk: MessageChunk = { messages: [], threads: [] };
  for (const plan of plans) {
    const key = conversationKeyOf(plan.a, plan.b);
    // Conversations start at different times in the year and most were active in the last weeks.
    const end = spec.nowMs - hour - next() * next() * 60 * day;
    const start = end - historyMs * (0.3 + 0.7 * next());
    const step = (end - start) / plan.count;
    const list: Generated[] = [];
    for (let k = 0; k < plan.count; k++) {
      const at = Math.round(start + (k + 0.1 + 0.8 * next()) * step);
      const fromA = next() < 0.5;
      const sender = fromA ? plan.a : plan.b;
      const id = uuidFrom(next);
      list.push({ id, sender, at });
      chunk.messages.push(messageRow(spec.companyId, key, id, sender, fromA ? plan.b : plan.a, at, next));
    }
    chunk.threads.push(threadRow(spec, key, plan.a, plan.b, list, next()));
    chunk.threads.push(threadRow(spec, key, plan.b, plan.a, list, next()));
    if (chunk.messages.length >= chunkSize) {
      yield chunk;
      chunk = { messages: [], threads: [] };
    }
  }
  if (chunk.messages.length) yield chunk;
}
