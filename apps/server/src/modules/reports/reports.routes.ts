import {
  createReportInput,
  createReportResponse,
  report,
  reportExportQuery,
  reportIdParams,
  reportList,
  reportListQuery,
  reportStats,
  reportStatsQuery,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import { csvAnswer, sendCsv } from '../../platform/csv.js';
import { fileField } from '../../platform/uploads.js';
import { exportReports } from './report-export.service.js';
import * as reports from './reports.service.js';
import type { ReportsDeps } from './reports.service.js';

/** Reports: a worker writes one; the list and one report, for whoever reads them. */
export function reportsRoutes(deps: ReportsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reports'];
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/reports',
      {
        schema: {
          tags,
          summary:
            'Raporlar, en yeni önce: işçiye kendi raporları, işveren, müdür ve şefe şirketin bütün raporları; ' +
            'tarih (İstanbul günü), tür ve metinle süzülür, sonraki sayfa x-next-cursor başlığıyla',
          querystring: reportListQuery,
          response: { 200: reportList },
        },
      },
      async (request, reply) => {
        const page = await reports.listReports(deps, memberCtx(request), request.query);
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.items;
      },
    );

    app.get(
      '/api/reports/stats',
      {
        schema: {
          tags,
          summary: 'Listenin süzgeçlerine uyan raporların sayısı, toplam ve türe göre (istatistik kartı)',
          querystring: reportStatsQuery,
          response: { 200: reportStats },
        },
      },
      async (request) => reports.reportStats(deps, memberCtx(request), request.query),
    );

    app.get(
      '/api/reports/export.csv',
      {
        schema: {
          tags,
          summary: 'Listenin süzgeçlerine uyan raporlar CSV olarak (sayfasız; en çok 50.000 satır)',
          querystring: reportExportQuery,
          response: { 200: csvAnswer },
        },
      },
      async (request, reply) => {
        const file = exportReports(deps, memberCtx(request), request.query);
        return sendCsv(reply, file.filename, file.chunks);
      },
    );

    app.post(
      '/api/reports/create',
      {
        config: { budget: 'reports' },
        schema: {
          tags,
          summary: 'İşçi rapor yazar (multipart, form veya JSON; isteğe bağlı tek report_file, en çok 10 MB)',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          body: createReportInput.extend({ report_file: fileField }),
          response: { 201: createReportResponse },
        },
      },
      async (request, reply) => {
        const { report_file, ...input } = request.body;
        const created = await reports.createReport(deps, memberCtx(request), input, report_file);
        return reply.status(201).send({ message: 'Rapor başarıyla oluşturuldu', report: created });
      },
    );

    app.get(
      '/api/reports/:id',
      { schema: { tags, summary: 'Tek rapor', params: reportIdParams, response: { 200: report } } },
      async (request) => reports.getReport(deps, memberCtx(request), request.params.id),
    );
  };
}
