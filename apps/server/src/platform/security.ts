import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '@vazife/contract';

/** Security headers with a CSP the web app runs under, and the rate limiter (opt-in per route). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The card provider's payment page is embedded in a frame (PayTR).
        frameSrc: ["'self'", 'https://www.paytr.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, detail: errors.rateLimited }),
  });
});

/** Route config for calls that guess at credentials: sign-in, registration, operator sign-in. */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.deps.config.authRateLimit, timeWindow: '1 minute' } };
}
