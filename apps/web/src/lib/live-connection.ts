import { liveEvent, liveRetryMs } from '@vazife/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { dispatchLiveEvent, setLiveStatus } from './live-events';

export interface LiveConnectionOptions {
  queryClient: QueryClient;
  /** The bearer token to connect with now; undefined once signed out (the connection stops). */
  token: () => string | undefined;
  /**
   * A 401: the session is over, with the answer's detail (api-client's handler clears it, goes to
   * sign-in, and leaves the sign-in page a note when another device ended every session).
   */
  onUnauthorized: (token: string, detail: unknown) => void;
  fetch?: typeof fetch;
  /** The stream to read: the member's `/api/events` unless another is named. */
  path?: string;
  /** The longest wait between attempts while the server cannot be reached. */
  maxBackoffMs?: number;
  /** 0–1; spreads the reconnects of many clients after a restart. */
  random?: () => number;
}

/** How long to wait after a 429 (too many streams) that names no `retry-after`. */
const tooManyStreamsWaitMs = 60_000;

/** The wait a 429 asks for: its `retry-after` seconds, or a minute. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : tooManyStreamsWaitMs;
}

/**
 * The live stream (`GET /api/events`) read with fetch, so that the token goes in the header and
 * never in an address. Events go to the registry (live-events.ts); the status says 'live' while
 * the stream is open and 'polling' after a failed attempt (queries then poll every 3 s). A stream
 * the server ends (password change, role change, restart) is reopened after its `retry:` hint; a
 * failing one with a growing wait. A 429 (the person holds as many streams as the server allows,
 * in other tabs or devices) waits what the server asks, spread over up to half as long again, and
 * is not cut short by going back online: the tab polls meanwhile. Every reconnect refetches the queries on screen, since events
 * sent while the stream was down are gone. Returns the function that stops it.
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const random = options.random ?? Math.random;
  let stopped = false;
  let abort: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = liveRetryMs;
  let failures = 0;
  let connectedBefore = false;

  let waiting = false;
  /** A wait the server asked for (429): going back online does not cut it short. */
  let held = false;

  const schedule = (waitMs: number, hold = false) => {
    if (stopped) return;
    waiting = true;
    held = hold;
    timer = setTimeout(() => {
      waiting = false;
      void connect();
    }, waitMs);
  };

  // Back on the network: no need to sit out the rest of a long wait.
  const reconnectNow = () => {
    if (!waiting || held) return;
    clearTimeout(timer);
    waiting = false;
    void connect();
  };
  window.addEventListener('online', reconnectNow);

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    abort?.abort();
    window.removeEventListener('online', reconnectNow);
  };

  async function connect(): Promise<void> {
    const token = options.token();
    if (stopped || !token) return stop();
    abort = new AbortController();
    let opened = false;
    try {
      const response = await fetchStream(options.path ?? '/api/events', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (response.status === 401) {
        // The answer's detail first: stopping aborts the request, and an aborted request's body
        // can no longer be read. It says whether every session was ended from another device.
        const detail = await response
          .json()
          .then((body: { detail?: unknown }) => body?.detail)
          .catch(() => null);
        stop();
        options.onUnauthorized(token, detail);
        return;
      }
      if (response.status === 429) {
        void response.body?.cancel();
        failures += 1;
        setLiveStatus('polling');
        schedule(retryAfterMs(response) * (1 + random() / 2), true);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
      opened = true;
      failures = 0;
      setLiveStatus('live');
      if (connectedBefore) void options.queryClient.invalidateQueries({ refetchType: 'active' });
      connectedBefore = true;
      await readEvents(response.body, (ms) => (retryMs = ms));
    } catch {
      // A failed attempt or a dropped stream: both end in a retry below.
    }
    if (stopped) return;
    if (opened) {
      // The server ended the stream: a fresh one after its hint, polling meanwhile (not shown).
      setLiveStatus('connecting');
      schedule(retryMs);
    } else {
      failures += 1;
      setLiveStatus('polling');
      const backoff = Math.min(maxBackoffMs, retryMs * 2 ** (failures - 1));
      schedule(backoff * (0.5 + random() / 2));
    }
  }

  void connect();
  return stop;
}

/** Feeds the stream to the SSE parser until it ends; each valid event goes to the registry. */
async function readEvents(body: ReadableStream<Uint8Array>, onRetry: (ms: number) => void): Promise<void> {
  const parser = createParser({
    onRetry,
    onEvent: (message) => {
      try {
        const event = liveEvent.safeParse(JSON.parse(message.data));
        // An event type this version does not know yet is skipped, not an error.
        if (event.success) dispatchLiveEvent(event.data);
      } catch {
        // not JSON: skipped
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
