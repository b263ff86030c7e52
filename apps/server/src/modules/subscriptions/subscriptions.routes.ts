import {
  bankAccountList,
  planList,
  purchaseInput,
  purchaseList,
  purchaseQuote,
  purchaseQuoteQuery,
  purchaseResponse,
} from '@vazife/contract';
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

    app.get(
      '/api/subscriptions/quote',
      {
        schema: {
          tags,
          summary: 'Bir paketi şu an almanın tutarı ve etkisi (işveren): kalan değer indirimi, başlangıç ve bitiş',
          description:
            'Aynı paket mevcut olanı uzatır; aylık fiyatı daha yüksek (ya da eşit) bir paket hemen başlar ve mevcut paketin ödenmiş, kullanılmamış günlerinin değeri fiyattan düşülür; daha düşük bir paket mevcut abonelik bitince başlar. İndirim fiyatı karşılıyorsa credit_covers_price true olur ve satın alma 409 ile reddedilir.',
          querystring: purchaseQuoteQuery,
          response: { 200: purchaseQuote },
        },
      },
      async (request) => subscriptions.quote(deps, memberCtx(request), request.query),
    );

    app.post(
      '/api/subscriptions/purchase',
      {
        // Buying is how an ended subscription starts again.
        config: { whileExpired: true, budget: 'purchases' },
        schema: {
          tags,
          summary:
            'Havale/EFT ile satın alma isteği (işveren): onay bekler; tutar sunucuda paket fiyatı × ay, yükseltmede kalan değer düşülerek hesaplanır',
          consumes: formBodyTypes,
          body: purchaseInput,
          response: { 201: purchaseResponse },
          // The credit covers the price: a longer duration is needed.
          errors: [409],
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
