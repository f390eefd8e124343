import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { createLogger } from '../logging/createLogger';
import { createHttpApp } from './createHttpApp';
import { DEFAULT_HTTP_TIMEOUTS, httpTimeoutsFromConfig } from './httpTimeouts';

describe('httpTimeoutsFromConfig', () => {
  const read = (server: unknown) =>
    httpTimeoutsFromConfig(createConfig(server === undefined ? {} : { backend: { server } }));

  it('has defaults that bound a request and its headers', () => {
    expect(read(undefined)).toEqual(DEFAULT_HTTP_TIMEOUTS);
    expect(DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs).toBeGreaterThan(0);
    expect(DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs).toBeLessThanOrEqual(
      DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs,
    );
  });

  it('reads backend.server durations in the forms Backstage configs use', () => {
    expect(
      read({ headersTimeout: '10s', requestTimeout: { minutes: 2 }, keepAliveTimeout: 'PT5S' }),
    ).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 5_000 });
  });

  it('rejects a headers timeout longer than the request timeout', () => {
    expect(() => read({ headersTimeout: '2m', requestTimeout: '1m' })).toThrow(
      /backend\.server\.headersTimeout.*no longer than backend\.server\.requestTimeout/,
    );
    expect(() => read({ requestTimeout: 'forever' })).toThrow(/backend\.server\.requestTimeout/);
  });
});

/** A raw connection: what it received, and a promise that settles when the server closed it. */
function openRaw(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { received: '' };
  socket.on('data', chunk => (state.received += chunk.toString()));
  const closed = new Promise<number>(resolve => {
    const started = Date.now();
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('error', () => undefined);
  });
  return { socket, state, closed };
}

describe('HTTP timeouts of the app', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = createHttpApp({
      logger: createLogger({ level: 'silent' }),
      timeouts: { headersTimeoutMs: 300, requestTimeoutMs: 500, keepAliveTimeoutMs: 300 },
    });
    await app.register(async scope => {
      scope.post('/echo', async request => ({ body: request.body }));
      scope.get('/ok', async () => ({ ok: true }));
      // An event stream that outlives the request timeout, as the scaffolder's does.
      scope.get('/events', (_request, reply) => {
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
        let sent = 0;
        const timer = setInterval(() => {
          reply.raw.write(`data: ${++sent}\n\n`);
          if (sent === 8) {
            clearInterval(timer);
            reply.raw.end();
          }
        }, 200);
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('closes a connection whose body stops half way, with 408 in the standard shape', async () => {
    const { socket, state, closed } = openRaw(port);
    socket.write(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"half":',
    );
    // Generous: the timeout is 500 ms and Node checks every 125 ms.
    expect(await closed).toBeLessThan(5_000);
    expect(state.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(state.received.split('\r\n\r\n')[1]!)).toEqual({
      error: { name: 'RequestTimeoutError', message: 'The request was not received in time' },
      response: { statusCode: 408 },
    });
  });

  it('closes a connection whose headers never end', async () => {
    const { socket, state, closed } = openRaw(port);
    socket.write('GET /ok HTTP/1.1\r\nHost: x\r\n');
    expect(await closed).toBeLessThan(5_000);
    expect(state.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after its request', async () => {
    const { socket, state, closed } = openRaw(port);
    socket.write('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await closed).toBeLessThan(5_000);
    expect(state.received).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('never cuts a response that streams longer than the request timeout', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/events`);
    const text = await response.text();
    expect(text.match(/^data: \d+$/gm)).toHaveLength(8);
  });
});
