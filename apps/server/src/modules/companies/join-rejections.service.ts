import { errors } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import * as repo from './companies.repo.js';

type Db = Kysely<Database>;

/** How long a rejected person waits before asking the same company again. */
export const rejoinWaitMs = 24 * 60 * 60 * 1000;

const turkeyTime = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});

/** Notes the rejection; a later one of the same pair moves the wait on. */
export async function recordRejection(db: Db, ctx: MemberCtx, userId: string, now = new Date()): Promise<void> {
  await repo.upsertRejection(db, ctx, userId, now.toISOString());
}

/** Refuses, naming the moment (Turkey's time) from which the person may ask again. */
export async function assertMayAskToJoin(db: Db, companyId: string, userId: string, now = new Date()): Promise<void> {
  const last = await repo.findRejection(db, companyId, userId);
  if (!last) return;
  const from = Date.parse(last.rejected_at) + rejoinWaitMs;
  if (from > now.getTime()) throw forbidden(errors.rejoinTooSoon(`${turkeyTime.format(from)} (Türkiye saati)`));
}
