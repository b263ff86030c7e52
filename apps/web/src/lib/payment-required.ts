import { ApiError, errorMessage } from './api-error';
import { notifyError } from './notify';

/**
 * A 402 answer (the company's subscription has ended: reads work, writes do not) is told to whoever
 * listens: the signed-in shell shows it once, in a toast (the employer with a way to renew, the
 * staff whom to ask), and screens do not say it again (api-error.ts, failureMessage). The query
 * cache reports every query's and mutation's (query-client.ts).
 */
export const paymentRequiredEvent = 'vazife:payment-required';

export function onPaymentRequired(listener: (detail: string | null) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string | null>).detail ?? null);
  window.addEventListener(paymentRequiredEvent, handle);
  return () => window.removeEventListener(paymentRequiredEvent, handle);
}

export function reportPaymentRequired(detail: string | null): void {
  window.dispatchEvent(new CustomEvent(paymentRequiredEvent, { detail }));
}

/** A 402: the company's subscription has ended. */
export function isPaymentRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402;
}

/**
 * What a screen shows of a failed write, or null: a 402 is said once, by the shell's toast (the
 * query cache reports every mutation's: lib/query-client.ts), never a second time by the screen.
 * Kept here, not in api-error.ts, which the sign-in page loads.
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (!error || isPaymentRequired(error)) return null;
  return errorMessage(error, fallback);
}

/**
 * A failed write's toast; for a 402 the shell's own, which it shows once however often it is told
 * (a call made outside a mutation, such as an upload with its progress, tells it here).
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (isPaymentRequired(error)) reportPaymentRequired(error.detail);
  else notifyError(errorMessage(error, fallback));
}
