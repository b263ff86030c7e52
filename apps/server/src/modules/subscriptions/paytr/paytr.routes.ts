import { paytrPurchaseInput, paytrPurchaseResponse } from '@vazife/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../../platform/auth.js';
import { formBodyTypes } from '../../../platform/body-parsers.js';
import { checkOpenPayments } from './open-payments.service.js';
import type { PaytrDeps } from './paytr-deps.js';
import * as paytr from './paytr.service.js';

/** The employer's card purchase: PayTR's payment page for the browser's frame. */
export function paytrPurchaseRoutes(deps: PaytrDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireMember);

    app.post(
      '/api/subscriptions/purchase-with-paytr',
      {
        // Buying is how an ended subscription starts again.
        config: { whileExpired: true, budget: 'card-payments' },
        preHandler: async (request) => checkOpenPayments(deps, memberCtx(request)),
        schema: {
          tags: ['subscriptions'],
          summary:
            'Kredi kartıyla satın alma (işveren): PayTR ödeme sayfasının adresi; satın alma PayTR’nin imzalı bildirimiyle onaylanır',
          description:
            'Tutar sunucuda paket fiyatı × ay olarak hesaplanır. PayTR yapılandırılmamış ya da kapalıysa 409; PayTR isteği reddeder ya da ulaşılamazsa 502 (nedeni iletide) ve hiçbir kayıt kalmaz. Şirketin ödeme sayfası hâlâ açık (30 dakikadan yeni) ödenmemiş kart ödemeleri sınırdaysa (PENDING_CARD_PAYMENTS, 3) 429 ve retry-after; PayTR çağrılmaz.',
          consumes: formBodyTypes,
          body: paytrPurchaseInput,
          response: { 201: paytrPurchaseResponse },
          errors: [409, 502],
        },
      },
      async (request, reply) => {
        const answer = await paytr.purchaseWithPaytr(deps, memberCtx(request), request.body, {
          ip: request.ip,
          origin: `${request.protocol}://${request.host}`,
        });
        return reply.status(201).send(answer);
      },
    );
  };
}

const plainText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: z.string() } },
});

/** What PayTR posts; only the four signed fields are read before the hash is checked. */
const notificationBody = z.looseObject({
  merchant_oid: z.string().optional(),
  status: z.string().optional(),
  total_amount: z.string().optional(),
  hash: z.string().optional(),
  failed_reason_code: z.string().optional(),
  failed_reason_msg: z.string().optional(),
  test_mode: z.string().optional(),
  payment_type: z.string().optional(),
  currency: z.string().optional(),
  payment_amount: z.string().optional(),
});

/**
 * PayTR's notification ("Bildirim URL"): no session, no token, no 402 guard, nothing but the
 * hash. Answered `OK` as plain text when handled (repeats included), 400 otherwise.
 */
export function paytrNotificationRoutes(deps: PaytrDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/payments/paytr/callback',
      {
        schema: {
          tags: ['subscriptions'],
          security: [],
          summary: 'PayTR ödeme bildirimi (sunucudan sunucuya, form): imza doğruysa düz metin OK',
          description:
            'hash = base64(HMAC-SHA256(merchant_key, merchant_oid + merchant_salt + status + total_amount)). Eksik ya da yanlış imza hiçbir şeyi değiştirmez ve 400 ile düz metin yanıtlanır (OK değil). Aynı bildirim tekrar gelirse OK yanıtlanır ve hiçbir şey değişmez.',
          consumes: formBodyTypes,
          body: notificationBody,
          response: {
            200: plainText('Bildirim işlendi (ya da işlenecek bir şey yoktu): gövde yalnızca `OK`'),
            400: plainText('İmza eksik ya da yanlış: düz metin, hiçbir şey değişmedi (okunamayan bir gövde: {detail})'),
          },
        },
      },
      async (request, reply) => {
        const outcome = await paytr.handleNotification(deps, request.body);
        reply.type('text/plain; charset=utf-8');
        return outcome === 'ok'
          ? reply.status(200).send('OK')
          : reply.status(400).send('PAYTR notification failed: bad hash');
      },
    );
  };
}
