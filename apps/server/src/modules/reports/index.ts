import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { registerReportFileRule } from './report-files.service.js';
import { reportsRoutes } from './reports.routes.js';
import type { ReportsDeps } from './reports.service.js';

/** Its routes, and the read rule of its files. */
const reportsPlugin: FastifyPluginAsync = async (app) => {
  const deps: ReportsDeps = {
    db: app.deps.database.db,
    dialect: app.deps.database.dialect.name,
    files: app.files,
    grants: app.deps.grants,
    bus: app.deps.bus,
  };
  registerReportFileRule(app.files, deps.db);
  await app.register(reportsRoutes(deps));
};

/** Reports: the workers' written reports, their files, and the news of them (live and in the bell). */
export const reportsModule = defineModule({ name: 'reports', routes: reportsPlugin });

// What the demo writes its reports with, and which of them ring the bell.
export { reportsSeed, type SeedReportFile } from './reports-seed.service.js';
export { alertingReportTypes } from './report-notifications.js';
// What the benchmarks measure without HTTP: a page of the list as the route builds it (and the
// search's plan test reads, with the counts).
export { listReports, reportStats, type ReportListInput, type ReportsDeps } from './reports.service.js';
