import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { auditRoutes } from './audit.routes.js';
import type { AuditDeps } from './audit.service.js';

/** The operator's audit log: its list, and the one function every operator change writes it with. */
const auditPlugin: FastifyPluginAsync = async (app) => {
  const deps: AuditDeps = { db: app.deps.database.db };
  await app.register(auditRoutes(deps));
};

export const auditModule = defineModule({ name: 'audit', routes: auditPlugin });

// What the operator's services use: an entry written in the change's own transaction.
export { recordAudit, changedFields, type AuditChange } from './audit.service.js';
export { auditedChange, type AuditedRecord } from './audited-change.service.js';

// What the demo writes the operator's log with (apps/server/src/cli/demo-console.ts).
export { auditSeed } from './audit-seed.service.js';
