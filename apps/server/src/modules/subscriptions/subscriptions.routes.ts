import { bankAccountList, planList, purchaseInput, purchaseList, purchaseResponse } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import { formBodyTypes } from '../../platform/body-parsers.js';
import * as subscriptions from './subscriptions.service.js';
import type { SubscriptionsDeps } from './subscriptions.service.js';

/** The employer's side: the plans and accounts on offer, their purchases, a bank-transfer purchase. */
export function subscriptionsRoutes(deps: SubscriptionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['subscriptions'];
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/plans/active',
      {
        schema: { tags, summary: 'Satıştaki paketler, en ucuzdan pahalıya (işveren)', response: { 200: planList } },
      },
      async (request) => subscriptions.activePlans(deps, memberCtx(request)),
    );

    app.get(
      '/api/bank-accounts/active',
      {
        schema: {
          tags,
          summary: 'Havale/EFT için kullanılan banka hesapları (işveren)',
          response: { 200: bankAccountList },
        },
      },
      async (request) => subscriptions.activeBankAccounts(deps, memberCtx(request)),
    );

    app.get(
      '/api/subscriptions/my-purchases',
      {
        schema: {
          tags,
          summary: 'Şirketin satın almaları, en yeni önce, faturanın imzalı bağlantısıyla (işveren)',
          response: { 200: purchaseList },
        },
      },
      async (request) => subscriptions.myPurchases(deps, memberCtx(request)),
    );

    app.post(
      '/api/subscriptions/purchase',
      {
        // Buying is how an ended subscription starts again.
        config: { whileExpired: true, budget: 'purchases' },
        schema: {
          tags,
          summary:
            'Havale/EFT ile satın alma isteği (işveren): onay bekler; tutar sunucuda paket fiyatı × ay olarak hesaplanır',
          consumes: formBodyTypes,
          body: purchaseInput,
          response: { 201: purchaseResponse },
        },
      },
      async (request, reply) => {
        const created = await subscriptions.purchase(deps, memberCtx(request), request.body);
        return reply.status(201).send({
          message: 'Satın alma isteğiniz alındı. Ödemeniz onaylandığında aboneliğiniz etkinleşecek.',
          purchase: created,
        });
      },
    );
  };
}
