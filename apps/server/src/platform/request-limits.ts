import { errors, taskLimits } from '@vazife/contract';
import { STATUS_CODES, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { maxUploadBytes } from './uploads.js';

/** How long a client may take, in milliseconds (config.ts reads them from the environment). */
export interface RequestTimeouts {
  /** From connecting to the end of the request line and headers. */
  headersTimeoutMs: number;
  /** To send the body of a call without files (JSON, form; at most 1 MB). */
  bodyTimeoutMs: number;
  /** To send a whole request, an upload included: Node's requestTimeout, for every request. */
  uploadTimeoutMs: number;
  /** A connection with no traffic either way, and a kept-alive one between requests. */
  idleTimeoutMs: number;
}

/** Bodies of calls without files: the JSON and form parsers hold them in memory. */
export const jsonBodyLimit = 1_048_576;

/**
 * The largest request an upload route takes: the most files a call keeps (evidence) at the
 * largest size a file may have (a video), and room for the multipart framing and text fields.
 */
export const uploadRequestLimit = taskLimits.evidenceMaxFiles * maxUploadBytes + jsonBodyLimit;

/**
 * What Node answers itself, before Fastify sees a request (a broken request line, header or
 * chunk; headers too large or too slow): the house's Turkish `{detail}`, instead of Fastify's
 * English body, then the connection closes.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A connection reset has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, errors.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, errors.headersTooLarge]
        : [400, errors.invalidBody];
  const body = JSON.stringify({ detail });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/** Options for Fastify and the Node server under it. */
export function serverTimeoutOptions(t: RequestTimeouts) {
  return {
    requestTimeout: t.uploadTimeoutMs,
    connectionTimeout: t.idleTimeoutMs,
    keepAliveTimeout: t.idleTimeoutMs,
    clientErrorHandler: answerClientError,
    http: {
      headersTimeout: Math.min(t.headersTimeoutMs, t.uploadTimeoutMs),
      // Node checks both timeouts on this beat (default 30 s): a short timeout needs a short beat.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(t.headersTimeoutMs / 2))),
    } satisfies ServerOptions,
  };
}

function takesUploads(request: FastifyRequest): boolean {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.includes('multipart/form-data') === true;
}

/** By its header: `request.isMultipart()` knows only once the body is being parsed. */
function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/** The most a request to this route may carry: uploads on routes that take files, 1 MB elsewhere. */
function requestLimit(request: FastifyRequest): number {
  return isMultipart(request) && takesUploads(request) ? uploadRequestLimit : jsonBodyLimit;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Answers at once and closes the connection: whatever the client still sends is never read. */
function refuseAndClose(reply: FastifyReply, status: number, detail: string): void {
  // An answer already on its way (a refusal before the body, say) is left to finish.
  if (reply.sent || reply.raw.headersSent) return;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    connection: 'close',
    'x-request-id': reply.request.id,
  });
  raw.end(JSON.stringify({ detail }), () => reply.request.raw.destroy());
}

/**
 * Bodies are bounded in size and time before anything reads them (slow-loris clients, oversized
 * bodies). A declared length over the route's limit is answered 413 at once, before the body is
 * read (JSON and form bodies sent in chunks are counted by Fastify's parser against the same 1 MB);
 * a body without files must arrive within `bodyTimeoutMs`, an upload within Node's requestTimeout.
 */
export interface RequestLimitOptions {
  bodyTimeoutMs: number;
  /** The slowest a multipart body may come, averaged over each window; 0: no floor. */
  uploadMinBytesPerSecond: number;
  uploadRateWindowMs: number;
}

export const requestLimitsPlugin = fp(async (app: FastifyInstance, opts: RequestLimitOptions) => {
  const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const clearDeadline = (request: FastifyRequest) => {
    clearTimeout(deadlines.get(request));
    deadlines.delete(request);
  };

  /**
   * A multipart body has the whole request time (an upload of 50 MB on a slow line), so a client
   * sending a byte now and then would hold its connection that long. It must bring at least the
   * floor's bytes in each window: counted on the socket, which adds no reader to the body (a
   * 'data' listener would start it flowing before the multipart parser reads it). Below it, the
   * request is answered 408 and closed; its temporary file goes with the answer (body-parsers.ts)
   * and nothing is stored. Watching stops once the body has all arrived.
   */
  const floorBytes = (opts.uploadMinBytesPerSecond * opts.uploadRateWindowMs) / 1000;
  function watchUploadRate(request: FastifyRequest, reply: FastifyReply) {
    const socket = request.raw.socket;
    let seen = socket.bytesRead;
    const watch = setInterval(() => {
      if (request.raw.complete) return stop();
      const now = socket.bytesRead;
      if (now - seen < floorBytes) {
        stop();
        request.log.info({ bytesInWindow: now - seen }, 'upload below the rate floor');
        return refuseAndClose(reply, 408, errors.uploadTooSlow);
      }
      seen = now;
    }, opts.uploadRateWindowMs);
    watch.unref();
    const stop = () => clearInterval(watch);
    request.raw.once('end', stop);
    request.raw.once('close', stop);
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request)) return done();
    // A chunked multipart body declares nothing: its parser's part limits (body-parsers.ts) and
    // the request time bound it instead.
    if (Number(request.headers['content-length']) > requestLimit(request))
      return refuseAndClose(reply, 413, errors.payloadTooLarge);
    if (!isMultipart(request)) {
      const timer = setTimeout(() => refuseAndClose(reply, 408, errors.requestTimeout), opts.bodyTimeoutMs);
      timer.unref();
      deadlines.set(request, timer);
    } else if (floorBytes > 0) watchUploadRate(request, reply);
    done();
  });

  app.addHook('preValidation', async (request) => clearDeadline(request));
  app.addHook('onResponse', async (request) => clearDeadline(request));
  app.addHook('onRequestAbort', async (request) => clearDeadline(request));
});
