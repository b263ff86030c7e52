import { errors } from '@vazife/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';

/** People whose sends are counted at once on one instance; beyond it the least recent is forgotten. */
const peopleKept = 50_000;

/**
 * The hook that counts a person's sends (direct, group, bulk, with a file) in one window shared by
 * those routes: `sendRateLimit` of them within as many seconds, so that a burst of that many goes
 * through and, over time, one a second. Keyed by the person, not the address: colleagues behind
 * one office router do not share it. Runs after `requireMember` (a stranger gets 401, and a
 * refused upload is never read).
 */
export function sendLimitHook(app: FastifyInstance) {
  const max = app.deps.config.sendRateLimit;
  // `cache` sizes the limiter's own store (LocalStore), though its option type leaves it out.
  const options = {
    max,
    timeWindow: max * 1000,
    cache: peopleKept,
    keyGenerator: (request: FastifyRequest) => `send:${request.ctx?.actor.userId ?? ''}`,
  };
  const limiter = app.createRateLimit(options);
  return async function limitSends(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    void reply.header('retry-after', state.ttlInSeconds);
    throw new AppError(429, errors.tooManyMessages);
  };
}

export type SendLimit = ReturnType<typeof sendLimitHook>;
