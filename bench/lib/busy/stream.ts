import http from 'node:http';
import { liveEvent, type LiveEvent } from '@vazife/contract';

export interface LiveStream {
  /** Bytes of the stream's body received so far (events and heartbeats). */
  readonly bytes: () => number;
  close(): void;
}

/**
 * A person's `GET /api/events` on a connection of its own, read as the web reads it
 * (`lib/live-connection.ts`): each `data:` frame is parsed and checked against the contract's
 * `liveEvent`; an event this version does not know is skipped. `onEvent` gets the time it was read.
 */
export function openLiveStream(
  port: number,
  token: string,
  onEvent: (event: LiveEvent, receivedAt: number) => void,
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    let received = 0;
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`the live stream answered ${response.statusCode}`));
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const now = performance.now();
          received += Buffer.byteLength(chunk);
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = frame
              .split('\n')
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n');
            if (!data) continue;
            try {
              const event = liveEvent.safeParse(JSON.parse(data));
              if (event.success) onEvent(event.data, now);
            } catch {
              // not JSON: skipped, as the web does
            }
          }
        });
        response.on('error', () => undefined);
        resolve({ bytes: () => received, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}
