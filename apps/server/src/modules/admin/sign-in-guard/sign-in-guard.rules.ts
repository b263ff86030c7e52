/**
 * The per-account limit of the operator's sign-in (docs/operator-security.md, "Rate limits"), as
 * pure rules over one account's counters; sign-in-guard.service.ts keeps them in the database.
 *
 * Every attempt (a password, a code or a recovery code) is counted as failed *before* it is
 * checked, so that requests arriving together cannot all be checked before the first failure is
 * written; a right answer then takes its count back (`releaseAttempt`), and a finished sign-in
 * clears the counters.
 */
export const signInGuardLimits = {
  /** Failed attempts in a row that lock the account. */
  failuresBeforeLockout: 5,
  /** A failure further than this from the one before starts the count again. */
  failureGapMs: 15 * 60_000,
  /** One lockout after another lasts longer, up to the last figure. */
  lockoutMinutes: [1, 2, 4, 8, 15] as readonly number[],
  /** A day without a failure starts the lockouts again from the first figure. */
  quietMs: 24 * 60 * 60_000,
} as const;

/** One account's counters, times in milliseconds since the epoch. */
export interface GuardState {
  failures: number;
  lastFailureAt: number | null;
  lockedUntil: number | null;
  lockouts: number;
}

export const freshGuard: GuardState = { failures: 0, lastFailureAt: null, lockedUntil: null, lockouts: 0 };

/** An attempt let through: the counters to store, and the lockout it makes if it fails. */
export interface Allowed {
  allowed: true;
  next: GuardState;
  /** Minutes of the lockout this attempt starts when it turns out wrong; null if it starts none. */
  lockoutMinutes: number | null;
}

export type Reservation = Allowed | { allowed: false; retryAfterMs: number };

export function lockoutMinutesAfter(lockouts: number): number {
  const figures = signInGuardLimits.lockoutMinutes;
  return figures[Math.min(lockouts, figures.length - 1)]!;
}

/** Counts an attempt at `now`, or refuses it while the account is locked. */
export function reserveAttempt(state: GuardState, now: number): Reservation {
  if (state.lockedUntil !== null && state.lockedUntil > now)
    return { allowed: false, retryAfterMs: state.lockedUntil - now };
  const since = state.lastFailureAt === null ? Infinity : now - state.lastFailureAt;
  const lockouts = since > signInGuardLimits.quietMs ? 0 : state.lockouts;
  const failures = (since > signInGuardLimits.failureGapMs ? 0 : state.failures) + 1;
  if (failures < signInGuardLimits.failuresBeforeLockout)
    return { allowed: true, lockoutMinutes: null, next: { failures, lastFailureAt: now, lockedUntil: null, lockouts } };
  // The attempt that completes the count locks at once: the ones arriving with it are refused.
  // The count starts again after the lockout, which is longer each time.
  const minutes = lockoutMinutesAfter(lockouts);
  return {
    allowed: true,
    lockoutMinutes: minutes,
    next: { failures: 0, lastFailureAt: now, lockedUntil: now + minutes * 60_000, lockouts: lockouts + 1 },
  };
}

/**
 * Takes back an attempt that turned out right but did not finish the sign-in (the password of an
 * account with two-factor on): it was no failure, and the lockout it started, if any, is lifted.
 */
export function releaseAttempt(state: GuardState, attempt: Allowed): GuardState {
  if (attempt.lockoutMinutes !== null)
    return {
      ...state,
      failures: signInGuardLimits.failuresBeforeLockout - 1,
      lockedUntil: null,
      lockouts: Math.max(0, state.lockouts - 1),
    };
  return { ...state, failures: Math.max(0, state.failures - 1) };
}
