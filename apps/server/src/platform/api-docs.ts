import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorStatusesOf } from './api-answers.js';
import { finishDocument, type ApiDocument } from './api-document.js';
import { nameContractSchemas } from './api-schema-names.js';
import { formBodyTypes } from './body-parsers.js';
import { rateLimitDocument, type RateLimitDocument } from './write-budgets.js';

const zodTransform = createJsonSchemaTransform({ skipList: [] });
const zodTransformObject = createJsonSchemaTransformObject({});

/**
 * The body types a call documents: all three that the server's parsers take (body-parsers.ts),
 * unless the route takes multipart alone, which is how a call that needs a file says so.
 */
function bodyTypesOf(declared: readonly string[] | undefined): string[] {
  if (declared?.length === 1 && declared[0] === 'multipart/form-data') return [...declared];
  return [...new Set([...formBodyTypes, ...(declared ?? [])])];
}

/**
 * `{$ref, default}` as `{allOf: [{$ref}], default}`: @fastify/swagger keeps nothing beside a
 * `$ref`, and a field's default (a registration's role) would be lost with it.
 */
function keepRefSiblings(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keepRefSiblings);
  if (!value || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  const kept = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, keepRefSiblings(child)]));
  if ($ref === undefined) return kept;
  return Object.keys(kept).length ? { ...kept, allOf: [{ $ref }] } : { $ref };
}

const inputAndOutput = ['body', 'querystring', 'params', 'headers', 'response'] as const;

/**
 * Each route's schema as the type provider turns it into JSON Schema, with what the last pass
 * (api-document.ts) needs and cannot see there: the error statuses the route answers, which
 * depend on its hooks' config as well as its schema, and its limit (`x-rate-limit`: its write
 * budget or the sign-in limiter, write-budgets.ts), which the last pass says on its 429. Response
 * headers declared beside a media-typed answer (file downloads) are kept, which the type provider
 * drops.
 */
const transformWith =
  (rateLimitOf: (config: FastifyContextConfig | undefined) => RateLimitDocument | undefined): SwaggerTransform =>
  (input) => {
    const { schema, url } = zodTransform(input) as { schema: Record<string, unknown> | undefined; url: string };
    const declared = input.schema as FastifySchema | undefined;
    if (!schema || schema.hide || !declared) return { schema: schema as FastifySchema, url };
    for (const part of inputAndOutput) if (schema[part]) schema[part] = keepRefSiblings(schema[part]);
    const response = schema.response as Record<string, Record<string, unknown>> | undefined;
    for (const [status, answer] of Object.entries((declared.response ?? {}) as Record<string, { headers?: unknown }>)) {
      if (answer.headers && response?.[status]) response[status] = { ...response[status], headers: answer.headers };
    }
    const limit = rateLimitOf(input.route.config);
    return {
      url,
      schema: {
        ...(schema as FastifySchema),
        ...(declared.body ? { consumes: bodyTypesOf(declared.consumes) } : {}),
        'x-error-statuses': errorStatusesOf(input.route, declared),
        ...(limit ? { 'x-rate-limit': limit } : {}),
      },
    };
  };

const tags = [
  { name: 'auth', description: 'Kayıt, giriş, oturum ve profil' },
  { name: 'companies', description: 'Şirket, şirket kodu ve ayarlar' },
  { name: 'employees', description: 'Çalışanlar, onay bekleyenler ve roller' },
  { name: 'dashboard', description: 'Pano istatistikleri' },
  { name: 'tasks', description: 'Görevler: oluşturma, başlatma, tamamlama, onay ve revize' },
  { name: 'analytics', description: 'Çalışan performansı' },
  { name: 'messages', description: 'Birebir ve toplu mesajlar, dosyalar, okundu bilgisi, sabitleme' },
  { name: 'groups', description: 'Grup sohbetleri ve üyeleri' },
  { name: 'notifications', description: 'Bildirimler (zil)' },
  { name: 'live', description: 'Canlı olaylar (Server-Sent Events)' },
  { name: 'files', description: 'Saklanan dosyalar' },
  { name: 'platform', description: 'Herkese açık platform ayarları' },
  { name: 'subscriptions', description: 'Paketler, banka hesapları ve satın almalar (işveren)' },
  { name: 'super-admin', description: 'Platform yöneticisi' },
];

/** The OpenAPI document of the whole API, generated from the route schemas, at /api/docs. */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  nameContractSchemas();
  const publicUrl = app.deps.config.publicUrl?.replace(/\/+$/, '');
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which says "an object or null" as zod means it.
      openapi: '3.1.0',
      info: { title: 'Vazife API', description: 'Akıllı Görev Yönetimi', version: '1.0.0' },
      // Relative: the server that serves this document, unless the configuration names its address.
      servers: [{ url: publicUrl || '/', description: 'Bu belgeyi sunan Vazife sunucusu' }],
      tags,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Kullanıcı oturumu' },
          // The grant every file link carries (`?dl=…`), so that <img> and <video> need no header.
          downloadGrant: { type: 'apiKey', in: 'query', name: 'dl' },
          // A different token audience: a user's token opens no operator call, nor the reverse.
          operatorBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Platform yöneticisi oturumu (POST /api/super-admin/login)',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    // Routes without tags are not part of the API (the fallbacks, the docs pages themselves).
    hideUntagged: true,
    stripBasePath: false,
    transform: transformWith((config) => rateLimitDocument(app.deps.config, config)),
    transformObject: (input) => finishDocument(zodTransformObject(input) as unknown as ApiDocument) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
