import { errorMessage, isPaymentRequired } from './api-error';
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

/**
 * A failed write's toast; for a 402 the shell's own, which it shows once however often it is told
 * (a call made outside a mutation, such as an upload with its progress, tells it here).
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (isPaymentRequired(error)) reportPaymentRequired(error.detail);
  else notifyError(errorMessage(error, fallback));
}
