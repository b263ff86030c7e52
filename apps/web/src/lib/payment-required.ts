/**
 * A 402 answer (the company's subscription has ended: reads work, writes do not) is told to whoever
 * listens (the signed-in shell shows the server's detail, and the employer a way to renew), besides
 * the screen's own error. The query cache reports every query's and mutation's (query-client.ts).
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
