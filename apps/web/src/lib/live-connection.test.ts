import { errors, type LiveEvent } from '@vazife/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveConnection } from './live-connection';
import { getLiveStatus, setLiveStatus, subscribeLiveEvents } from './live-events';
import { handleUnauthorized, setUnauthorizedHandler } from './api-client';
import { getSession, setSession } from './session';
import { takeSessionNotice } from './session-notice';
import { person } from '../test/task-fixtures';

/** A server stream the test writes to and ends. */
function serverStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/**
 * An answer as fetch gives it: its body is a stream that errors once the request's signal aborts,
 * whatever it had received, so that reading it after an abort fails as in a browser.
 */
function answerOfRequest(text: string, status: number, signal?: AbortSignal | null): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const event: LiveEvent = {
  type: 'task.changed',
  task_id: 't1',
  task: null,
  refetch: true,
  before: null,
  after: { status: 'atanmis', created_at: '2026-11-20T08:00:00Z', deadline: null },
};

describe('startLiveConnection', () => {
  let received: LiveEvent[];
  let unsubscribe: () => void;
  let queryClient: QueryClient;
  let token: string | undefined;
  let onUnauthorized: ReturnType<typeof vi.fn<(token: string) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    received = [];
    unsubscribe = subscribeLiveEvents(['task.changed', 'employee.pending'], (e) => received.push(e));
    queryClient = new QueryClient();
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    token = 'token-1';
    onUnauthorized = vi.fn<(token: string) => void>();
    setLiveStatus('connecting');
  });
  afterEach(() => {
    unsubscribe();
    vi.useRealTimers();
  });

  const start = (fetch: typeof globalThis.fetch) =>
    startLiveConnection({ queryClient, token: () => token, onUnauthorized, fetch, random: () => 1 });

  it('sends the token in the header, goes live and hands parsed events to the registry', async () => {
    const server = serverStream();
    const fetch = vi.fn(async () => server.response);
    const stop = start(fetch);
    await flush();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(getLiveStatus()).toBe('live');

    const frame = `data: ${JSON.stringify(event)}\n\n`;
    server.send(`retry: 3000\n\n: ping\n\n${frame.slice(0, 20)}`);
    server.send(frame.slice(20));
    // Unknown types and broken JSON are skipped.
    server.send('data: {"type":"something.new"}\n\ndata: nope\n\n');
    server.send('data: {"type":"employee.pending","user_id":"u9"}\n\n');
    await flush();
    expect(received).toEqual([event, { type: 'employee.pending', user_id: 'u9' }]);
    // The first connection refetches nothing: the screen has just loaded.
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    stop();
  });

  it('reconnects after the retry hint when the server ends it, refetching what is on screen', async () => {
    const first = serverStream();
    const second = serverStream();
    const fetch = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const stop = start(fetch);
    await flush();
    first.send('retry: 1500\n\n');
    first.end();
    await flush();
    expect(getLiveStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getLiveStatus()).toBe('live');
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ refetchType: 'active' });
    stop();
  });

  it('falls back to polling after a failure and backs off, going live again when the server returns', async () => {
    const back = serverStream();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(back.response);
    const stop = start(fetch);
    await flush();
    expect(getLiveStatus()).toBe('polling');
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getLiveStatus()).toBe('polling');
    // The second failure waits twice as long.
    await vi.advanceTimersByTimeAsync(5999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getLiveStatus()).toBe('live');
    stop();
  });

  it('tries again at once when the browser is back online', async () => {
    const back = serverStream();
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(back.response);
    const stop = start(fetch);
    await flush();
    expect(getLiveStatus()).toBe('polling');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getLiveStatus()).toBe('live');
    stop();
  });

  it('waits what a 429 asks for, even when back online, polling meanwhile', async () => {
    const back = serverStream();
    const tooMany = () =>
      new Response('{"detail":"Çok fazla açık canlı bağlantınız var."}', {
        status: 429,
        headers: { 'retry-after': '20' },
      });
    const fetch = vi.fn().mockResolvedValueOnce(tooMany()).mockResolvedValueOnce(back.response);
    const stop = start(fetch);
    await flush();
    expect(getLiveStatus()).toBe('polling');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    // 20 s, spread up to half as long again (random() is 1 here).
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(getLiveStatus()).toBe('live');
    stop();
  });

  it('waits a minute after a 429 that names no wait', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 429 }));
    const stop = startLiveConnection({ queryClient, token: () => token, onUnauthorized, fetch, random: () => 0 });
    await flush();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it("stops on a 401, handing the token and the answer's detail to the session handler", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      answerOfRequest('{"detail":"Oturum süresi doldu"}', 401, init?.signal),
    );
    start(fetch as typeof globalThis.fetch);
    await flush();
    expect(onUnauthorized).toHaveBeenCalledWith('token-1', 'Oturum süresi doldu');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves the sign-in page a note when every session was ended from another device', async () => {
    // The app's own handler (live-updates.tsx), on a session this tab holds.
    setSession('token-1', person('u1', 'isci', 'Ali Çelik'));
    setUnauthorizedHandler(vi.fn());
    const body = JSON.stringify({ detail: errors.sessionEndedElsewhere });
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => answerOfRequest(body, 401, init?.signal));
    startLiveConnection({
      queryClient,
      token: () => getSession()?.token,
      onUnauthorized: (sent, detail) => handleUnauthorized('user', sent, detail),
      fetch: fetch as typeof globalThis.fetch,
    });
    await flush();
    expect(getSession()).toBeNull();
    expect(takeSessionNotice()).toBe('elsewhere');
    expect(takeSessionNotice()).toBeNull();
  });

  it('stops once signed out, and when stopped aborts the open stream', async () => {
    const server = serverStream();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      init?.signal?.addEventListener('abort', () => server.end());
      return server.response;
    });
    const stop = start(fetch as typeof globalThis.fetch);
    await flush();
    token = undefined;
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);

    const again = vi.fn(async () => serverStream().response);
    start(again);
    await flush();
    expect(again).not.toHaveBeenCalled();
  });
});
