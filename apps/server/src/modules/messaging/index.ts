import type { FastifyPluginAsync } from 'fastify';
import { defineModule, type ModuleOptions } from '../../platform/module.js';
import { conversationsRoutes } from './conversations/conversations.routes.js';
import { groupsRoutes } from './groups/groups.routes.js';
import { readableMessageFile } from './files/message-files.service.js';
import { messagingAnswers } from './conversations/message-list-cache.js';
import type { MessagingDeps } from './messaging-deps.js';
import { messagesRoutes } from './messages/messages.routes.js';
import { ReceiptCoalescer } from './receipts/receipts-events.js';

/** Messaging: direct and group messages, files, receipts, pins; its files' read rule. */
const messagingPlugin: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const receipts = new ReceiptCoalescer(app.deps.bus, options.readReceiptWindowMs);
  app.addHook('preClose', async () => receipts.flush());
  const deps: MessagingDeps = {
    receipts,
    db: app.deps.database.db,
    files: app.files,
    grants: app.deps.grants,
    bus: app.deps.bus,
    // Each app its own kept lists and chat pages; none when the configuration turns them off.
    kept: messagingAnswers(app, app.deps.config.messageListCacheMb),
  };
  app.files.allowRead('messages', (ctx, key) => readableMessageFile(deps, ctx, key));
  // The static paths (conversations, available-users) before the parametric ones.
  await app.register(conversationsRoutes(deps));
  await app.register(messagesRoutes(deps));
  await app.register(groupsRoutes(deps));
};

/** Its routes; its kept lists and chat pages register the person's list counter (message-list-cache.ts). */
export const messagingModule = defineModule({
  name: 'messaging',
  routes: messagingPlugin,
});

// What the demo writes its conversations with, and what the benchmarks measure without HTTP.
export { messagingSeed } from './messaging-seed.service.js';
export { listConversations } from './conversations/conversations.service.js';
export { listDirect } from './messages/messages.service.js';
export type { MessagingDeps } from './messaging-deps.js';
export { ReceiptCoalescer } from './receipts/receipts-events.js';
