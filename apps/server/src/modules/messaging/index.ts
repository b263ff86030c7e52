import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { defineModule } from '../../platform/module.js';
import { conversationsRoutes } from './conversations.routes.js';
import { groupsRoutes } from './groups.routes.js';
import { messageListCounter } from './list-versions.repo.js';
import { readableMessageFile } from './message-files.js';
import { MessageListCache } from './message-list-cache.js';
import type { MessagingDeps } from './messaging-deps.js';
import { messagesRoutes } from './messages.routes.js';

/** Each app its own cache of lists and chat pages; none when the configuration turns it off. */
const listCacheOf = (config: Config) =>
  config.messageListCacheMb > 0 ? new MessageListCache(config.messageListCacheMb * 1024 * 1024) : null;

/** Messaging: direct and group messages, files, receipts, pins; its files' read rule. */
const messagingPlugin: FastifyPluginAsync = async (app) => {
  const deps: MessagingDeps = {
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

/** Its routes, and each person's list counter, which the cached lists and chat pages are checked against. */
export const messagingModule = defineModule({
  name: 'messaging',
  routes: messagingPlugin,
  counters: [messageListCounter],
});
