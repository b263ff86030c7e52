/**
 * A 402 answer (the company's subscription has ended: reads work, writes do not) is told to whoever
 * listens (the signed-in shell shows the server's detail, and the employer a way to renew), besides
 * the screen's own error: every call path reports it here (api-client.ts, upload-form.ts).
 */
type Listener = (detail: string | null) => void;

const listeners = new Set<Listener>();

export function onPaymentRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportPaymentRequired(detail: string | null): void {
  listeners.forEach((listener) => listener(detail));
}
