import { describe, expect, it } from 'vitest';
import {
  freshGuard,
  lockoutMinutesAfter,
  releaseAttempt,
  reserveAttempt,
  signInGuardLimits,
  type Allowed,
  type GuardState,
} from './sign-in-guard.rules.js';

const minute = 60_000;
const t0 = Date.parse('2026-11-22T09:00:00.000Z');

/** Attempts at `now`, each let through, from `state`: the last reservation. */
function attempts(state: GuardState, count: number, now: number): Allowed {
  let last: Allowed | undefined;
  for (let i = 0; i < count; i++) {
    const r = reserveAttempt(last?.next ?? state, now);
    if (!r.allowed) throw new Error(`attempt ${i + 1} refused`);
    last = r;
  }
  return last!;
}

describe('reserveAttempt', () => {
  it('lets four through, and the fifth locks the account for a minute', () => {
    const fourth = attempts(freshGuard, 4, t0);
    expect(fourth).toMatchObject({ lockoutMinutes: null, next: { failures: 4, lockedUntil: null } });
    const fifth = reserveAttempt(fourth.next, t0);
    expect(fifth).toMatchObject({ allowed: true, lockoutMinutes: 1, next: { failures: 0, lockedUntil: t0 + minute } });
    const sixth = reserveAttempt((fifth as Allowed).next, t0 + 59_000);
    expect(sixth).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(reserveAttempt((fifth as Allowed).next, t0 + minute).allowed).toBe(true);
  });

  it('makes each lockout in a row longer, up to fifteen minutes', () => {
    expect(signInGuardLimits.lockoutMinutes).toEqual([1, 2, 4, 8, 15]);
    let state = freshGuard;
    let now = t0;
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      const locking = attempts(state, signInGuardLimits.failuresBeforeLockout, now);
      seen.push(locking.lockoutMinutes!);
      state = locking.next;
      now = state.lockedUntil!;
    }
    expect(seen).toEqual([1, 2, 4, 8, 15, 15, 15]);
    expect([0, 1, 4, 5, 40].map(lockoutMinutesAfter)).toEqual([1, 2, 15, 15, 15]);
  });

  it('starts the count again after fifteen quiet minutes, and the lockouts after a quiet day', () => {
    const four = attempts(freshGuard, 4, t0);
    expect(reserveAttempt(four.next, t0 + 15 * minute)).toMatchObject({ lockoutMinutes: 1 });
    expect(reserveAttempt(four.next, t0 + 15 * minute + 1)).toMatchObject({
      lockoutMinutes: null,
      next: { failures: 1 },
    });

    const third = { ...freshGuard, lockouts: 3, lastFailureAt: t0 };
    expect(attempts(third, 5, t0 + 60 * minute).lockoutMinutes).toBe(8);
    expect(attempts(third, 5, t0 + 24 * 60 * minute + 1).lockoutMinutes).toBe(1);
  });
});

describe('releaseAttempt', () => {
  it('takes back a right answer’s count, and the lockout it started', () => {
    const second = attempts(freshGuard, 2, t0);
    expect(releaseAttempt(second.next, second)).toMatchObject({ failures: 1, lockedUntil: null });
    const locking = attempts(freshGuard, 5, t0);
    expect(releaseAttempt(locking.next, locking)).toEqual({
      failures: 4,
      lastFailureAt: t0,
      lockedUntil: null,
      lockouts: 0,
    });
  });
});
