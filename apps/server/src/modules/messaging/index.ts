import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { conversationsRoutes } from './conversations.routes.js';
import { groupsRoutes } from './groups.routes.js';
import { readableMessageFile } from './message-files.js';
import { MessageListCache } from './message-list-cache.js';
import type { MessagingDeps } from './messaging-deps.js';
import { messagesRoutes } from './messages.routes.js';
import { ReceiptCoalescer } from './read-receipts.js';

/** Each app its own cache of lists and chat pages; none when the configuration turns it off. */
const listCacheOf = (config: Config) =>
  config.messageListCacheMb > 0 ? new MessageListCache(config.messageListCacheMb * 1024 * 1024) : null;

/** Messaging (issue 10): direct and group messages, files, receipts, pins; its files' read rule. */
export interface MessagingOptions {
  /** How long read receipts are gathered (read-receipts.ts); tests set 0. */
  receiptWindowMs?: number;
}

export const messagingPlugin: FastifyPluginAsync<MessagingOptions> = async (app, options) => {
  const receipts = new ReceiptCoalescer(app.deps.bus, options.receiptWindowMs);
  app.addHook('preClose', async () => receipts.flush());
  const deps: MessagingDeps = {
    receipts,
    db: app.deps.database.db,
    files: app.files,
    grants: app.deps.grants,
    bus: app.deps.bus,
    listCache: listCacheOf(app.deps.config),
  };
  app.files.allowRead('messages', (ctx, key) => readableMessageFile(deps, ctx, key));
  // The static paths (conversations, available-users) before the parametric ones.
  await app.register(conversationsRoutes(deps));
  await app.register(messagesRoutes(deps));
  await app.register(groupsRoutes(deps));
};

export { messageListCounter } from './list-versions.repo.js';
