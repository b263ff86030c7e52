import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';

/** The error statuses the API answers, each with its `{detail}` body (platform/errors.ts). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 408 | 409 | 413 | 415 | 416 | 422 | 429 | 500 | 502;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error statuses this call answers beyond those its shape already implies (errorStatusesOf):
     * a rule of its service (409 for a task that changed meanwhile, 400 for a bad company code),
     * or a 404 for an object its body names.
     */
    errors?: readonly ErrorStatus[];
  }
}

/**
 * The `{detail}` body, for a route that answers an error itself rather than by throwing (one that
 * must set a header on it): declared in its `response`, the status is documented like the others.
 */
export const errorBody = z.object({ detail: z.string() });

/** A page's `cursor` that does not decode is refused (platform/keyset-cursor.ts). */
function takesPageCursor(schema: FastifySchema): boolean {
  const shape = (schema.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'cursor' in shape;
}

/**
 * The query or body names an object (a field marked with the contract's `idOf`): one that does
 * not exist or is another company's answers 404, as one in the path does.
 */
function namesObjectsOutsidePath(schema: FastifySchema): boolean {
  return [schema.querystring, schema.body].some((part) => {
    if (!(part instanceof z.ZodType)) return false;
    try {
      return JSON.stringify(z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' })).includes('"x-id-of"');
    } catch {
      return false;
    }
  });
}

/** Methods whose body the server reads: any of them can meet a body it cannot take. */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Not a read, nor a write that an ended subscription still allows (platform/auth.ts). */
function writesWhenCalled(route: Pick<RouteOptions, 'method' | 'config'>): boolean {
  const config = route.config as { whileExpired?: boolean } | undefined;
  return [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD') && config?.whileExpired !== true;
}

/**
 * What a route answers besides success, read from what it is; its own `errors` add what its
 * service decides.
 * - Any request may carry a body: one declared too large is refused at once (413), one too slow
 *   in time (408: platform/request-limits.ts); a body where one is read may be malformed or of a
 *   type no parser takes (400, 415: platform/body-parsers.ts).
 * - A signed-in call can be refused (401), and for a person, by role, approval or a suspended
 *   company (403); an operator's call has no 403. A person's write, but for those marked
 *   `whileExpired`, is refused while their company's subscription has ended (402).
 * - An object in the path, or one a marked id of the query or body names, may not exist or be
 *   another company's (404); a path whose escapes do not decode cannot be routed (400); any
 *   declared input can fail its schema (422), and a page cursor can be broken (400:
 *   platform/keyset-cursor.ts).
 * - A rate-limited call (the sign-in limiter, or a write budget: write-budgets.ts) can be refused
 *   for a while (429), and anything can fail on the server's side (500), which says so without
 *   internals.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'config'>, schema: FastifySchema): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([408, 413, 500, ...(schema.errors ?? [])]);
  for (const status of Object.keys(schema.response ?? {}).map(Number))
    if (status >= 400) statuses.add(status as ErrorStatus);
  if ([route.method].flat().some((method) => bodyMethods.has(method))) statuses.add(400).add(415);
  const security = schema.security;
  if (security === undefined || security.some((requirement) => Object.keys(requirement).length > 0)) {
    statuses.add(401);
    const forPeople = !security?.every((requirement) => 'operatorBearer' in requirement);
    if (forPeople) statuses.add(403);
    // A company whose subscription has ended reads but does not write (platform/auth.ts, admit).
    if (forPeople && writesWhenCalled(route)) statuses.add(402);
  }
  if (schema.params) statuses.add(400).add(404);
  if (namesObjectsOutsidePath(schema)) statuses.add(404);
  if (schema.params || schema.querystring || schema.body) statuses.add(422);
  if (takesPageCursor(schema)) statuses.add(400);
  const limits = route.config as { rateLimit?: unknown; budget?: unknown } | undefined;
  if (limits?.rateLimit || limits?.budget) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const errorSchema = { $ref: '#/components/schemas/Error' };
const jsonError = { 'application/json': { schema: errorSchema } };

/** `components/responses`: one per error status, named as the document's operations refer to them. */
export const errorResponses: Record<ErrorStatus, { name: string; response: Record<string, unknown> }> = {
  400: {
    name: 'BadRequest',
    response: { description: 'İstek okunamadı ya da kabul edilmedi', content: jsonError },
  },
  401: {
    name: 'Unauthorized',
    response: { description: 'Oturum yok, geçersiz ya da süresi dolmuş', content: jsonError },
  },
  402: {
    name: 'SubscriptionEnded',
    response: {
      description: 'Şirketin aboneliği sona erdi: okumak serbest, yeni kayıt ve değişiklik kapalı',
      content: jsonError,
    },
  },
  403: {
    name: 'Forbidden',
    response: {
      description: 'Bu işleme yetki yok: rol, onay bekleyen hesap ya da askıya alınmış şirket',
      content: jsonError,
    },
  },
  404: {
    name: 'NotFound',
    response: { description: 'Bulunamadı (başka bir şirketin nesnesi de böyle yanıtlanır)', content: jsonError },
  },
  408: {
    name: 'RequestTimeout',
    response: { description: 'İstek gövdesi zamanında gelmedi', content: jsonError },
  },
  409: {
    name: 'Conflict',
    response: { description: 'Nesne bu arada değişti ya da bu kayıt zaten var', content: jsonError },
  },
  413: {
    name: 'PayloadTooLarge',
    response: { description: 'İstek ya da dosya çok büyük', content: jsonError },
  },
  415: {
    name: 'UnsupportedMediaType',
    response: { description: 'Desteklenmeyen içerik türü ya da dosya türü', content: jsonError },
  },
  416: {
    name: 'RangeNotSatisfiable',
    response: {
      description: 'İstenen bayt aralığı dosyada yok',
      headers: {
        'content-range': { description: 'Dosyanın boyu: `bytes */<boyut>`', schema: { type: 'string' } },
      },
      content: jsonError,
    },
  },
  422: {
    name: 'ValidationFailed',
    response: {
      description: 'Alan doğrulaması: her geçersiz alanın yeri ve nedeni',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } },
    },
  },
  429: {
    name: 'TooManyRequests',
    response: {
      description: 'Çok fazla deneme; bir süre sonra yeniden denenebilir',
      headers: {
        'retry-after': { description: 'Yeniden denemeden önce beklenecek saniye', schema: { type: 'integer' } },
      },
      content: jsonError,
    },
  },
  500: {
    name: 'InternalError',
    response: {
      description: 'Sunucuda beklenmeyen bir hata: ayrıntısı sunucunun günlüğünde, yanıtta yalnızca genel bir ileti',
      content: jsonError,
    },
  },
  502: {
    name: 'UpstreamFailed',
    response: {
      description: 'Ödeme kuruluşu (PayTR) isteği reddetti ya da ulaşılamadı: nedeni iletide',
      content: jsonError,
    },
  },
};

/** The two forms of every error body: a Turkish message, or one per invalid field. */
export const errorSchemas = {
  Error: {
    type: 'object',
    description: 'Hata yanıtı: Türkçe bir ileti',
    properties: { detail: { type: 'string', description: 'Kullanıcıya gösterilebilecek Türkçe ileti' } },
    required: ['detail'],
    additionalProperties: false,
  },
  ValidationError: {
    type: 'object',
    description: 'Alan doğrulaması hatası: her geçersiz alan için yeri ve Türkçe nedeni',
    properties: {
      detail: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            loc: {
              type: 'array',
              description: 'Alanın yeri: `body`, `querystring` ya da `params`, ardından alanın yolu',
              items: { type: 'string' },
            },
            msg: { type: 'string', description: 'Türkçe neden' },
          },
          required: ['loc', 'msg'],
          additionalProperties: false,
        },
      },
    },
    required: ['detail'],
    additionalProperties: false,
  },
};
