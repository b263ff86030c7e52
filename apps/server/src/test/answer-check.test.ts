import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { checkAnswersAgainstDocument, provokingServerError } from './answer-check.js';
import { makeCompany } from './factories.js';
import { useTestApp } from './test-app.js';

/**
 * The checker that holds every route test's answer to the document refuses what the document does
 * not say: proven on a second app with one documented route made to answer wrongly on request.
 */
const t = useTestApp();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ ...t.app.deps, config: t.config }, { logger: false });
  app.get(
    '/api/deneme/:id',
    {
      schema: {
        tags: ['deneme'],
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      // Wrong answers on purpose: statuses the schema does not declare, bytes past its serializer.
      const raw = (type: string, body: string) => reply.type(type).send(Buffer.from(body));
      if (id === 'uygun') return { name: 'Deneme' };
      if (id === 'caydanlik') return reply.status(418 as 200).send({ detail: 'Ben bir çaydanlığım' });
      if (id === 'sayi') return raw('application/json', '{"name":1}');
      if (id === 'fazla') return raw('application/json', '{"name":"a","secret":"b"}');
      if (id === 'metin') return raw('text/plain', 'Deneme');
      if (id === 'imlec') return reply.header('x-next-cursor', 'abc').send({ name: 'Deneme' });
      if (id === 'hatali') return reply.status(404 as 200).send({ detail: ['yanlış biçim'] });
      throw new Error('beklenmeyen');
    },
  );
  await app.ready();
  checkAnswersAgainstDocument(app);
});
afterAll(async () => {
  await app?.close();
});

const call = (id: string) => app.inject({ method: 'GET', url: `/api/deneme/${id}` });

describe('answers held to the document', () => {
  it('passes an answer the document describes, and a request it has no operation for', async () => {
    expect((await call('uygun')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/yok-boyle-bir-yer' })).statusCode).toBe(404);
    const c = await makeCompany(t);
    const res = await app.inject({
      method: 'GET',
      url: '/api/tasks/my',
      headers: { authorization: `Bearer ${c.owner.token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a status, a body, a media type or a header the document does not give the call', async () => {
    await expect(call('caydanlik')).rejects.toThrow(/getDenemeById\) answered 418, a status the document/);
    await expect(call('sayi')).rejects.toThrow(/body the document does not describe: data\/name must be string/);
    await expect(call('fazla')).rejects.toThrow(/must NOT have additional properties/);
    await expect(call('metin')).rejects.toThrow(/with text\/plain, not one of application\/json/);
    await expect(call('imlec')).rejects.toThrow(/with x-next-cursor, not documented there/);
    await expect(call('hatali')).rejects.toThrow(/answered 404 with a body the document does not describe/);
  });

  it('refuses a server error unless the test provokes it', async () => {
    await expect(call('patla')).rejects.toThrow(/answered 500/);
    expect((await provokingServerError(() => call('patla'))).json()).toEqual({
      detail: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    });
  });
});
