import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text, as bytes: Fastify passes a Buffer through without its serializer
 * (the route's response schema still documents it). For answers the database writes itself; the
 * route's tests hold the bytes to the schema.
 *
 * With `gzip` (the same JSON, compressed once beforehand), a client that accepts gzip gets those
 * bytes instead: a task page of 110 kB is about a tenth of that, which a phone on a warehouse's
 * Wi-Fi feels, and no request pays for compressing it again.
 */
export function sendPrebuiltJson(reply: FastifyReply, json: Buffer, gzip?: Buffer) {
  reply.type('application/json; charset=utf-8');
  if (gzip === undefined) return reply.send(json);
  reply.header('vary', 'Accept-Encoding');
  const accepted = reply.request.headers['accept-encoding'];
  if (accepted && negotiate(accepted, ['gzip']) === 'gzip') return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(json);
}
