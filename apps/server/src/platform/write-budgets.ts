import {
  errors,
  waitInWords,
  writeBudgetNames,
  writeBudgets,
  type WriteBudgetName,
  type WriteBudgetScope,
} from '@vazife/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { tooManyRequests } from './errors.js';
import type { BudgetClaim } from './write-budget-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this call took from its company's budget, given back if it does not go through. */
    companyBudgetTaken: BudgetClaim[] | undefined;
  }
  interface FastifyContextConfig {
    /**
     * The write budget a call spends one unit of (packages/contract/src/write-budgets.ts), counted
     * for the person or their company; the files it carries spend from `uploads` as well.
     */
    budget?: WriteBudgetName;
  }
}

/** A budget as this server runs it: the contract's, with the configuration's burst. */
export interface BudgetRule {
  name: WriteBudgetName;
  scope: WriteBudgetScope;
  burst: number;
  windowMs: number;
  limited: string;
}

type BudgetSettings = Pick<Config, 'sendRateLimit' | 'writeRateLimitScale' | 'writeRateLimits'>;

/**
 * Each budget's burst: the sends' is SEND_RATE_LIMIT within as many seconds (a burst of that many,
 * then one a second); every other one is the contract's, or WRITE_RATE_LIMITS', times
 * WRITE_RATE_LIMIT_SCALE, within its own window, never below one.
 */
export function budgetRules(settings: BudgetSettings): Record<WriteBudgetName, BudgetRule> {
  const rule = (name: WriteBudgetName): BudgetRule => {
    const budget = writeBudgets[name];
    if (name === 'send')
      return { ...budget, name, burst: settings.sendRateLimit, windowMs: settings.sendRateLimit * 1000 };
    const burst = (settings.writeRateLimits[name] ?? budget.burst) * settings.writeRateLimitScale;
    return { ...budget, name, burst: Math.max(1, Math.round(burst)), windowMs: budget.windowSeconds * 1000 };
  };
  return Object.fromEntries(writeBudgetNames.map((name) => [name, rule(name)])) as Record<WriteBudgetName, BudgetRule>;
}

/**
 * Spends a call's budget before its body is read (`preParsing`, after the route's guard has found
 * the person): over it, 429 with `retry-after` and a Turkish detail saying what was limited and
 * when to try again, and no upload is taken in. Files are counted once they are in
 * (`preValidation`, one unit each): over the uploads budget, 429 before anything is stored, and
 * the temporary files go with the request (body-parsers.ts). A person's refused calls count (a
 * guessed company code, a flood of bad input); a company's budget counts only what went through.
 */
export const writeBudgetsPlugin = fp(async (app: FastifyInstance) => {
  const rules = budgetRules(app.deps.config);
  const store = app.deps.budgets;

  async function spend(request: FastifyRequest, names: readonly WriteBudgetName[], files = 0): Promise<void> {
    const actor = request.ctx?.actor;
    // Every budgeted route is behind a guard that refuses a stranger before this.
    if (!actor) return;
    const claims = names.map((name) => {
      const rule = rules[name];
      const whose = rule.scope === 'company' && actor.companyId ? `company:${actor.companyId}` : actor.userId;
      return {
        key: `${name}:${whose}`,
        burst: rule.burst,
        refillMs: rule.windowMs / rule.burst,
        ...(name === 'uploads' ? { cost: files } : {}),
      };
    });
    const answer = await store.take(claims);
    if (answer.taken) {
      const shared = claims.filter((_, index) => rules[names[index]!].scope === 'company' && actor.companyId);
      if (shared.length > 0) request.companyBudgetTaken = shared;
      return;
    }
    const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000));
    const rule = rules[names[answer.refused]!];
    throw tooManyRequests(errors.writeLimited(rule.limited, waitInWords(seconds)), seconds);
  }

  app.decorateRequest('companyBudgetTaken', undefined);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const name = request.routeOptions.config.budget;
    if (name) await spend(request, [name]);
    return payload;
  });
  app.addHook('preValidation', async (request) => {
    const files = request.uploads?.length ?? 0;
    if (files > 0 && request.routeOptions.config.budget) await spend(request, ['uploads'], files);
  });
  // A company's budget is spent by the writes that go through: one refused (a role that may not
  // make it, bad input, a rule: 4xx) gives its unit back before its answer leaves, so that nobody
  // spends the company's budget for the people who may write. A failure on the way (5xx: PayTR
  // refused or unreachable, 502) keeps it: the call to the outside went out all the same.
  app.addHook('onSend', async (request, reply, payload) => {
    const taken = request.companyBudgetTaken;
    request.companyBudgetTaken = undefined;
    if (taken && reply.statusCode >= 400 && reply.statusCode < 500) await store.giveBack(taken);
    return payload;
  });
});

const perWords: Record<'person' | 'company' | 'address', string> = {
  person: 'Kişi başına',
  company: 'Şirket başına',
  address: 'Adres başına',
};

/** A route's limit as the API document states it (`x-rate-limit`): whose, how many, over how long. */
export interface RateLimitDocument {
  budget?: WriteBudgetName;
  per: 'person' | 'company' | 'address';
  burst: number;
  window_seconds: number;
  description: string;
}

/** "24 dakika" as "24 dakikada", to say how often a unit comes back. */
const locative = (words: string) =>
  words
    .replace(/saniye$/, 'saniyede')
    .replace(/dakika$/, 'dakikada')
    .replace(/saat$/, 'saatte');

function describeLimit(per: RateLimitDocument['per'], burst: number, windowSeconds: number, refills: boolean): string {
  const every = windowSeconds / burst;
  const comesBack =
    every < 1 ? `saniyede ${Math.round(1 / every)} yenisi` : `${locative(waitInWords(every))} bir yenisi`;
  const pace = refills ? `; hepsi bir seferde kullanılabilir, sonra ${comesBack} gelir` : '';
  return `${perWords[per]} ${waitInWords(windowSeconds)} içinde en çok ${burst}${pace}. Aşılırsa 429 ve retry-after.`;
}

/** The sign-in limiter's window (@fastify/rate-limit's `timeWindow`): milliseconds, or "1 minute". */
function windowSecondsOf(timeWindow: unknown): number | undefined {
  if (typeof timeWindow === 'number') return timeWindow / 1000;
  const match = typeof timeWindow === 'string' ? /^(\d+)?\s*(second|minute|hour)s?$/.exec(timeWindow.trim()) : null;
  if (!match) return undefined;
  const unit = { second: 1, minute: 60, hour: 3600 }[match[2] as 'second' | 'minute' | 'hour'];
  return Number(match[1] ?? 1) * unit;
}

/**
 * What the document says of a route's limit: its write budget, or the sign-in limiter counted per
 * address (platform/security.ts); undefined for a route with neither.
 */
export function rateLimitDocument(
  settings: BudgetSettings,
  config: FastifyContextConfig | undefined,
): RateLimitDocument | undefined {
  if (config?.budget) {
    const rule = budgetRules(settings)[config.budget];
    const windowSeconds = rule.windowMs / 1000;
    return {
      budget: rule.name,
      per: rule.scope,
      burst: rule.burst,
      window_seconds: windowSeconds,
      description: describeLimit(rule.scope, rule.burst, windowSeconds, true),
    };
  }
  const byAddress = (config as { rateLimit?: { max?: unknown; timeWindow?: unknown } } | undefined)?.rateLimit;
  const windowSeconds = windowSecondsOf(byAddress?.timeWindow);
  if (typeof byAddress?.max !== 'number' || windowSeconds === undefined) return undefined;
  return {
    per: 'address',
    burst: byAddress.max,
    window_seconds: windowSeconds,
    description: describeLimit('address', byAddress.max, windowSeconds, false),
  };
}
