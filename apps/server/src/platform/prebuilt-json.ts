import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text, as bytes: Fastify passes a Buffer through without its serializer
 * (the route's response schema still documents it). For answers the database writes itself; the
 * route's tests hold the bytes to the schema.
 */
export function sendPrebuiltJson(reply: { type(contentType: string): FastifyReply }, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
