import { openCardPaymentsDefault, writeBudgetNames, type WriteBudgetName } from '@vazife/contract';
import { z } from 'zod';

/** The budgets WRITE_RATE_LIMITS may set: every one but the sends, which SEND_RATE_LIMIT sets. */
const settable = writeBudgetNames.filter((name) => name !== 'send');
const settableList = settable.join(', ');

/** `reports=40,announcements=20`: each named budget's burst, within its own window. */
function parseBursts(text: string, ctx: z.RefinementCtx): Partial<Record<WriteBudgetName, number>> {
  const bursts: Partial<Record<WriteBudgetName, number>> = {};
  for (const pair of text.split(',').map((part) => part.trim())) {
    const [name, count] = pair.split('=').map((part) => part.trim());
    const known = settable.find((candidate) => candidate === name);
    if (!known || !count || !/^\d{1,6}$/.test(count) || Number(count) < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `WRITE_RATE_LIMITS must be name=count pairs separated by commas ("${pair}" is not one); names: ${settableList}`,
      });
      return z.NEVER;
    }
    bursts[known] = Number(count);
  }
  return bursts;
}

/** WRITE_RATE_LIMIT_SCALE, WRITE_RATE_LIMITS and PENDING_CARD_PAYMENTS (README "Configuration"). */
export const writeBudgetEnv = {
  WRITE_RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(100_000).default(1),
  WRITE_RATE_LIMITS: z.string().transform(parseBursts).optional(),
  PENDING_CARD_PAYMENTS: z.coerce.number().int().min(1).max(100_000).default(openCardPaymentsDefault),
};
