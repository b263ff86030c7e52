/**
 * A 402 answer (the company's subscription has ended: reads work, writes do not) is told to whoever
 * listens (the signed-in shell shows the server's detail, and the employer a way to renew), besides
 * the screen's own error. The call paths (api-client.ts, upload-form.ts) dispatch it as a window
 * event, so that the sign-in page, which shares them, loads nothing more for it.
 */
export const paymentRequiredEvent = 'vazife:payment-required';

export function onPaymentRequired(listener: (detail: string | null) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string | null>).detail ?? null);
  window.addEventListener(paymentRequiredEvent, handle);
  return () => window.removeEventListener(paymentRequiredEvent, handle);
}

/** What api-client.ts and upload-form.ts do inline (the event's name is repeated there). */
export function reportPaymentRequired(detail: string | null): void {
  window.dispatchEvent(new CustomEvent(paymentRequiredEvent, { detail }));
}
