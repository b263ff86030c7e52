import { errors, purchaseIdParams } from '@vazife/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../platform/content-disposition.js';
import { AppError } from '../../platform/errors.js';
import * as operator from './operator.service.js';
import type { SubscriptionsDeps } from './subscriptions.service.js';

const fileBytes = z.custom<unknown>().meta({ type: 'string', format: 'binary' });

/**
 * The operator opens a purchase's invoice: with the signed link the purchase list hands them
 * (`?dl=…`, so that the console opens it in a tab of its own), or with their token. Invoices are
 * PDF, JPEG or PNG: shown in the browser, in a sandbox.
 */
export function operatorInvoiceRoutes(deps: SubscriptionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    async function whoIsAsking(request: FastifyRequest) {
      const { dl } = request.query as { dl?: unknown };
      if (typeof dl !== 'string') return app.requireAdmin(request);
      if (!(await operator.operatorGrantValid(deps, dl))) throw new AppError(401, errors.fileLinkExpired);
    }

    app.get(
      '/api/super-admin/purchases/:id/invoice',
      {
        onRequest: whoIsAsking,
        schema: {
          tags: ['super-admin'],
          security: [{ operatorBearer: [] }],
          summary: 'Satın almanın yüklenen faturası (yönetici): listedeki imzalı bağlantıyla ya da oturumla',
          description:
            'dl: satın alma listesinin yöneticiye imzaladığı indirme izni (iki saate kadar geçerli; yöneticinin oturumları kapanınca geçersiz). Fatura yoksa 404.',
          params: purchaseIdParams,
          querystring: z.object({ dl: z.string().max(160).optional() }),
          response: {
            200: {
              description: 'Faturanın kendisi',
              headers: {
                'content-disposition': { type: 'string', description: 'inline, dosyanın yüklendiği adla' },
                'cache-control': { type: 'string', description: 'Bir saat, yalnızca tarayıcıda' },
              },
              content: Object.fromEntries(
                ['application/pdf', 'image/jpeg', 'image/png'].map((type) => [type, { schema: fileBytes }]),
              ),
            },
          },
        },
      },
      async (request, reply) => {
        const invoice = await operator.openInvoice(deps, request.params.id);
        return reply
          .header('content-type', invoice.mimeType)
          .header('content-length', invoice.size)
          .header('content-disposition', contentDisposition('inline', invoice.filename))
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
          .send(invoice.body);
      },
    );
  };
}
