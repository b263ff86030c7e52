import http from 'node:http';
import zlib from 'node:zlib';

/** What one simulated browser asked the server, as the driver counts it. */
export interface RequestRecord {
  /** Method and path with ids replaced by `:id` (the breakdown's key). */
  route: string;
  method: string;
  startedAt: number;
  /** When it got a connection of the five (before that it waited in the browser's queue). */
  connectedAt?: number;
  /** Undefined while in flight. */
  endedAt?: number;
  status?: number;
  /** Aborted by its caller (TanStack Query cancelling a refetch), or failed on the network. */
  outcome?: 'answered' | 'cancelled' | 'failed';
}

export interface ApiAnswer<T> {
  status: number;
  data: T;
  headers: http.IncomingHttpHeaders;
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  signal?: AbortSignal;
}

/** A failed answer (status ≥ 400) as the web's api-client throws it: TanStack Query sees an error. */
export class ApiStatusError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** The web's calls, signed in as one person: what a client model uses to reach the server. */
export type Api = <T>(request: ApiRequest) => Promise<ApiAnswer<T>>;

const idPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
export const routeOf = (method: string, path: string) => `${method} ${path.split('?')[0]!.replace(idPattern, ':id')}`;

/**
 * A browser's connections to the app over HTTP/1.1: six per host, one of them held by the live
 * stream, so five for calls, kept alive. Answers come compressed as a browser asks for them
 * (`Accept-Encoding: gzip, deflate, br`). An aborted call closes its connection, as a browser's does.
 */
export function createApi(
  port: number,
  token: string,
  record: (entry: RequestRecord) => void,
): {
  api: Api;
  close(): void;
} {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });
  const api: Api = <T>({ method = 'GET', path, body, signal }: ApiRequest) =>
    new Promise<ApiAnswer<T>>((resolve, reject) => {
      const entry: RequestRecord = { route: routeOf(method, path), method, startedAt: performance.now() };
      record(entry);
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const finish = (outcome: RequestRecord['outcome'], status?: number) => {
        if (entry.outcome) return;
        entry.outcome = outcome;
        entry.status = status;
        entry.endedAt = performance.now();
      };
      if (signal?.aborted) {
        finish('cancelled');
        return reject(signal.reason);
      }
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          signal,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            'accept-encoding': 'gzip, deflate, br',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => undefined);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            try {
              const raw = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              const text = (
                encoding === 'gzip'
                  ? zlib.gunzipSync(raw)
                  : encoding === 'br'
                    ? zlib.brotliDecompressSync(raw)
                    : encoding === 'deflate'
                      ? zlib.inflateSync(raw)
                      : raw
              ).toString('utf8');
              finish('answered', status);
              if (status >= 400) return reject(new ApiStatusError(status, path));
              resolve({ status, data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers });
            } catch (error) {
              finish('failed', status);
              reject(error as Error);
            }
          });
        },
      );
      request.on('socket', () => (entry.connectedAt = performance.now()));
      request.on('error', (error) => {
        finish(signal?.aborted ? 'cancelled' : 'failed');
        reject(error);
      });
      request.end(payload);
    });
  return { api, close: () => agent.destroy() };
}
