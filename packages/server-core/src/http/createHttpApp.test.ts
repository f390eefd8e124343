import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/createLogger';
import { createHttpApp } from './createHttpApp';

const LARGE = { items: Array.from({ length: 200 }, (_, index) => ({ name: `entity-${index}` })) };

describe('createHttpApp', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = createHttpApp({ logger: createLogger({ level: 'silent' }) });
    // As plugins do: routes registered in a plugin come after the core's own plugins.
    await app.register(async scope => {
      scope.get('/large', async () => LARGE);
      scope.get('/small', async () => ({ ok: true }));
      scope.post('/echo', async request => ({ body: request.body ?? null }));
      scope.delete('/things/:id', async (_request, reply) => reply.status(204).send());
      scope.get('/events', async (_request, reply) =>
        reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
      );
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses large JSON answers for clients that accept it', async () => {
    const response = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br' } });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(LARGE).length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it('leaves small answers, clients without compression and event streams alone', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();

    const plain = await app.inject({ url: '/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(LARGE);

    const events = await app.inject({ url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(events.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown routes with the standard error body', async () => {
    const response = await app.inject({ url: '/nowhere?x=1' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { name: 'NotFoundError', message: 'No route for GET /nowhere' },
      request: { method: 'GET', url: '/nowhere?x=1' },
      response: { statusCode: 404 },
    });
  });

  it('takes an empty body sent as JSON for no body, as Backstage clients send on DELETE', async () => {
    const json = { 'content-type': 'application/json' };
    const deleted = await app.inject({ method: 'DELETE', url: '/things/1', headers: json });
    expect(deleted.statusCode).toBe(204);
    const empty = await app.inject({ method: 'POST', url: '/echo', headers: json, payload: '' });
    expect(empty.json()).toEqual({ body: null });

    const some = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: json,
      payload: '{"a":1}',
    });
    expect(some.json()).toEqual({ body: { a: 1 } });
    for (const payload of [' ', '{', '{"__proto__":{"admin":true}}']) {
      const bad = await app.inject({ method: 'POST', url: '/echo', headers: json, payload });
      expect(bad.statusCode, payload).toBe(400);
      expect(bad.json().error.name, payload).toBeDefined();
    }
  });
});
