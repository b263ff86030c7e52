import { errors, liveHeartbeatMs, liveRetryMs, type Role } from '@vazife/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { memberCtx, userCtx } from '../../platform/auth.js';
import { AppError, conflict, forbidden } from '../../platform/errors.js';
import { bearerToken } from '../../platform/tokens.js';
import type { LiveStream } from './live-hub.service.js';
import type { LiveDeps } from './live.service.js';

export interface EventsOptions {
  /** How often every stream gets a heartbeat comment; tests shorten it (platform/module.ts). */
  liveHeartbeatMs?: number;
}

/**
 * What a client that stops reading may have waiting before its stream is dropped: a few hundred
 * events. Its client reconnects and refetches; the server never buffers without bound.
 */
const maxBufferedBytes = 64 * 1024;

/** When the stream's token expires: its `exp`, read from the token the auth hook has just verified. */
function tokenExpiresAt(authorization: string | undefined): number | undefined {
  try {
    const payload = bearerToken(authorization)?.split('.')[1] ?? '';
    const exp: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** How long a person refused for holding too many streams is asked to wait (`retry-after`). */
const tooManyStreamsRetryS = 60;

/** The headers of a stream's answer (and of `HEAD`, which opens none). */
const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  // nginx and similar proxies would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
};

/**
 * `GET /api/events`: the signed-in member's Server-Sent Events stream. The bearer token comes in
 * the header, as on every call (the web reads the stream with fetch). The stream carries `data:`
 * lines of contract `liveEvent` JSON; it ends on sign-out and password change (the bus's
 * `endSessions`), a role change, when its token expires, on the server's shutdown, and when the
 * client leaves.
 */
export function eventsRoutes(deps: LiveDeps): FastifyPluginAsync<EventsOptions> {
  return async (app, options) => {
    const { hub } = deps;
    const unsubscribe = deps.bus.subscribe((message) => {
      hub.deliver(message).catch((error: unknown) => app.log.error({ err: error }, 'live delivery failed'));
    });
    // One timer for every stream of the instance, not one per stream.
    const heartbeat = setInterval(() => hub.heartbeat(), options.liveHeartbeatMs ?? liveHeartbeatMs);
    heartbeat.unref();

    // Before the server stops listening: ended streams let their connections close, so that
    // shutdown never waits on a client that would otherwise keep its stream open.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      unsubscribe();
      hub.endAll();
    });

    /**
     * An approved member, as on every member call; an operator's token is not a person's session
     * and is told so (403), instead of "session expired", which would send them to sign in again.
     */
    async function requireStreamMember(request: FastifyRequest): Promise<void> {
      try {
        await app.requireMember(request);
      } catch (error) {
        const token = bearerToken(request.headers.authorization);
        if (error instanceof AppError && error.statusCode === 401 && token) {
          if (await deps.tokens.verify('vazife:admin', token)) throw forbidden(errors.liveStreamMembersOnly);
        }
        throw error;
      }
    }

    /** Hijacks the answer into an SSE stream the hub holds until it ends. */
    function openStream(
      request: FastifyRequest,
      reply: FastifyReply,
      who: { userId: string; companyId: string; role: Role; sessionId?: string | undefined; pendingOnly?: boolean },
    ) {
      // HEAD (Fastify answers it with the GET's handler): the headers alone; no stream, no slot taken.
      if (request.method === 'HEAD') {
        reply.hijack();
        reply.raw.writeHead(200, { ...streamHeaders, 'x-request-id': request.id });
        reply.raw.end();
        return;
      }
      // Settles instead of evicting: the eleventh client waits and retries later (the web backs
      // off on 429 and polls meanwhile), while the ten open streams stay.
      if (hub.isFull(who.userId)) {
        void reply.header('retry-after', tooManyStreamsRetryS);
        throw new AppError(429, errors.tooManyStreams);
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...streamHeaders,
        // A stream's connection is not reused: when the server ends it, the socket goes too.
        connection: 'close',
        'x-request-id': request.id,
      });
      res.write(`retry: ${liveRetryMs}\n\n`);
      const stream: LiveStream = {
        userId: who.userId,
        companyId: who.companyId,
        role: who.role,
        ...(who.sessionId ? { sessionId: who.sessionId } : {}),
        ...(who.pendingOnly ? { pendingOnly: true } : {}),
        write: (chunk) => {
          if (res.writableEnded || res.destroyed) return;
          // A client this far behind is dropped at once, not ended behind what it never reads.
          if (res.writableLength > maxBufferedBytes) return void res.destroy();
          res.write(chunk);
        },
        end: () => {
          if (!res.writableEnded) res.end();
        },
      };
      const release = hub.add(stream);
      // An expired token opens nothing else either: the client's reconnect then meets the 401.
      const expiresAt = tokenExpiresAt(request.headers.authorization);
      const expiry =
        expiresAt === undefined ? undefined : setTimeout(stream.end, Math.min(2 ** 31 - 1, expiresAt - Date.now()));
      expiry?.unref();
      res.once('close', () => {
        clearTimeout(expiry);
        release();
      });
    }

    app.get(
      '/api/events',
      {
        config: { longLived: true },
        schema: {
          tags: ['live'],
          summary: 'Canlı olaylar (Server-Sent Events): her olay yeniden yüklenecek nesnenin kimliklerini taşır',
          response: {
            200: {
              description:
                'Kapanana dek açık kalan akış: `retry:` satırı, her olay için bir `data:` satırı (JSON: `type` ve kimlikler) ve aralıklı yorum satırları (kalp atışı)',
              content: { 'text/event-stream': { schema: z.string() } },
            },
          },
          // A person who holds as many streams as they may (maxStreamsPerUser).
          errors: [429],
        },
        onRequest: requireStreamMember,
      },
      (request, reply) => {
        const { actor, sessionId } = memberCtx(request);
        openStream(request, reply, { ...actor, sessionId });
      },
    );

    app.get(
      '/api/auth/approval-events',
      {
        config: { longLived: true },
        schema: {
          tags: ['live'],
          summary:
            'Onay bekleyen kişinin canlı akışı: işveren katılma isteğine karar verdiğinde `employee.decided` olayı gelir',
          response: {
            200: {
              description: 'Kapanana dek açık kalan akış, `GET /api/events` gibi; yalnızca bu kişiye yönelik olaylar',
              content: { 'text/event-stream': { schema: z.string() } },
            },
          },
          // No company to wait for; approved already (the member's stream is /api/events).
          errors: [403, 409, 429],
        },
        onRequest: app.authenticate,
      },
      (request, reply) => {
        const { actor, sessionId } = userCtx(request);
        if (!actor.companyId) throw new AppError(403, errors.noCompany);
        if (actor.approved) throw conflict(errors.alreadyMember);
        openStream(request, reply, { ...actor, companyId: actor.companyId, sessionId, pendingOnly: true });
      },
    );
  };
}
