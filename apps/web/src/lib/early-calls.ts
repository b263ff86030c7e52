/**
 * Answers that dashboard.html's boot script asked for before the app's code arrived
 * (apps/web/vite-first-screen.ts, app/first-screen-calls.ts), each handed once to the first GET
 * for the same path with the same token; anything else goes to the network as usual.
 */
interface EarlyCall {
  /** The bearer token it was sent with; null for a call without one. */
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    vazifeEarlyCalls?: Record<string, EarlyCall | undefined>;
  }
}

/** Older than this after the page's start, an early answer is not used: the data may have moved. */
const usableForMs = 30_000;

export function takeEarlyCall(path: string, token: string | undefined): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.vazifeEarlyCalls;
  const call = calls?.[path];
  if (!calls || !call) return undefined;
  delete calls[path];
  if (call.token !== (token ?? null) || performance.now() > usableForMs) return undefined;
  return call.response;
}
