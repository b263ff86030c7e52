import { errors } from '@vazife/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * The one error type of the house: a status and a Turkish detail from the catalogue, and the
 * headers its answer needs (a 429's `retry-after`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, errors.notFound);
export const forbidden = (detail: string = errors.forbidden) => new AppError(403, detail);
export const badRequest = (detail: string) => new AppError(400, detail);
export const conflict = (detail: string) => new AppError(409, detail);
/** A limit's refusal: 429, saying in how many seconds to try again. */
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError(429, detail, { 'retry-after': String(retryAfterSeconds) });

/** Fastify's own client errors, worded in Turkish. */
const fastifyCodes: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: errors.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: errors.payloadTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: errors.invalidBody },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: errors.invalidBody },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: errors.invalidBody },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: errors.payloadTooLarge },
  FST_PARTS_LIMIT: { status: 413, detail: errors.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, detail: errors.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, detail: errors.payloadTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: errors.unsupportedMediaType },
  FST_PROTO_VIOLATION: { status: 400, detail: errors.invalidBody },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, detail: errors.invalidBody },
  FST_MP_PREMATURE_CLOSE: { status: 400, detail: errors.invalidBody },
};

/**
 * The multipart parser (busboy) reports a broken body with plain errors that carry neither code
 * nor status: known by their words, and only on a multipart request, they are the client's fault.
 */
const brokenMultipart = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /unexpected end of multipart data$/i,
];
function isBrokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return (
    !error.code &&
    !error.statusCode &&
    request.isMultipart() &&
    brokenMultipart.some((pattern) => pattern.test(error.message))
  );
}

/** Node's own error for a request whose connection closed before its body ended. */
function clientWentAway(error: FastifyError): boolean {
  return error.code === 'ECONNRESET' && error.message === 'aborted';
}

/**
 * The router's own refusals, raised before any route or error handler runs (a path whose escapes
 * do not decode, `/api/tasks/%ED%A0%80`): the same Turkish `{detail}` as every other error,
 * instead of Fastify's English body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, 'router error');
  void reply.status(status).send({ detail: status < 500 ? errors.validation : errors.internal });
}

/**
 * Turns every error into the `{detail}` body (docs/product-rules.md#the-api-and-its-clients);
 * internals never leave the server.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const detail = error.validation.map((v) => ({
        loc: [where, ...v.instancePath.split('/').filter(Boolean)],
        msg: v.message ?? errors.validation,
      }));
      return reply.status(422).send({ detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ detail: errors.internal });
    }
    if (isBrokenMultipart(error, request)) return reply.status(400).send({ detail: errors.invalidBody });
    if (clientWentAway(error)) {
      // A body cut short (a broken chunk, a dropped line): the client's doing, and nobody is
      // left to read an answer; the multipart parser reports it without a status.
      request.log.info({ err: error }, 'client closed the connection during the request');
      return reply.status(400).send({ detail: errors.invalidBody });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });
    if (error.statusCode === 429) return reply.status(429).send({ detail: errors.rateLimited });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({ detail: errors.validation });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: errors.internal });
  });
});
