import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, {
  contentSecurityPolicy,
  crossOriginOpenerPolicy,
  originAgentCluster,
  xDnsPrefetchControl,
  xXssProtection,
} from 'helmet';
import { errors } from '@vazife/contract';

/**
 * Browser features the app never uses are switched off for it and for anything it frames. Task
 * evidence comes from the camera through file inputs (`capture`), which hand over a file from the
 * phone's own camera app and need no permission; nothing records in the page, locates the user or
 * reads sensors. Fullscreen stays for the page's own videos, payment for the card provider's frame.
 * Only features every current browser knows are named: Chromium logs a warning on each page for an
 * unrecognized one (`bluetooth` was).
 */
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
  'fullscreen=(self)',
  'payment=(self "https://www.paytr.com")',
].join(', ');

/** The rate limiter's key for a request whose connection closed before it was counted. */
const noAddress = '';

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Security headers, and the rate limiter (opt-in per route). Every answer says how it may be
 * framed, embedded and sniffed; what only a document (a page, or a file a browser may render)
 * reads, the CSP the web app runs under, the Permissions-Policy and the like, goes on every answer
 * but JSON: on a JSON answer they were 688 of its 1,210 bytes of headers, read by nothing, more
 * than the bodies of most calls (bench/README.md, "SQLite's tail").
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // helmet's middlewares built once: @fastify/helmet builds them again on every request, parsing
  // the CSP directives each time (bench/README.md: with the actor lookup compiled once, a small
  // call went from 0.34 to 0.21 ms of CPU).
  const everyAnswer = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xXssProtection: false,
  });
  const documentOnly = [
    contentSecurityPolicy({
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The card provider's payment page is embedded in a frame (PayTR, or a local fake PayTR:
        // config PAYTR_BASE_URL).
        frameSrc: ["'self'", new URL(app.deps.config.paytrBaseUrl ?? 'https://www.paytr.com').origin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    }),
    crossOriginOpenerPolicy(),
    originAgentCluster(),
    xDnsPrefetchControl(),
    xXssProtection(),
  ];
  app.addHook('onRequest', (request, reply, done) => {
    everyAnswer(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // API answers carry tokens (sign-in, registration, password change) and personal data: no
    // browser or proxy keeps them. A route that wants caching says so itself (file downloads).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A header the route set itself (the API documentation page's own CSP) stays: the reply's
    // headers are written over the raw ones.
    if (!isJson(reply.getHeader('content-type'))) {
      reply.raw.setHeader('permissions-policy', permissionsPolicy);
      for (const setHeaders of documentOnly) setHeaders(request.raw, reply.raw, () => undefined);
    }
    done(null, payload);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, detail: errors.rateLimited }),
    // A request whose connection is already gone has no address: Node forgets a socket's peer once
    // the socket is destroyed, as it is when a malformed chunked body is answered 400 while the
    // hooks run (request-limits.ts). The default key then threw a TypeError (logged as an error);
    // such a request is not counted, and its body parser ends it as a client error.
    keyGenerator: (request) => (request.ip ? normalizeIP(request.ip) : noAddress),
    allowList: (_request, key) => key === noAddress,
  });
});

/** Route config for calls that guess at credentials: sign-in, registration, operator sign-in. */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.deps.config.authRateLimit, timeWindow: '1 minute' } };
}
