import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorBody } from '@atrium/model';
import { createLogger } from '../logging/createLogger';
import { createHttpApp } from './createHttpApp';

/** Sends raw bytes and answers everything the server wrote before it closed the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', chunk => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

/**
 * Sends `first`, then `later` while reading nothing, so the server's answer to `first` is still
 * queued on its side when `later` arrives; answers all the bytes the server wrote.
 */
function exchangeWithoutReading(port: number, first: string, later: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.pause();
    socket.on('data', chunk => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    socket.write(first);
    setTimeout(() => {
      socket.write(later);
      setTimeout(() => socket.resume(), 100);
    }, 200);
  });
}

const LARGE_ANSWER_BYTES = 8 * 1024 * 1024;

function parseRawResponse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown };
}

describe('createHttpApp error answers', () => {
  let app: FastifyInstance;
  let port: number;
  let url: string;

  beforeAll(async () => {
    app = createHttpApp({ logger: createLogger({ level: 'silent' }) });
    await app.register(async scope => {
      scope.get<{ Params: { id: string } }>('/items/:id', async request => ({
        id: request.params.id,
      }));
      scope.get('/search', async request => ({ query: request.query }));
      scope.post('/items', async request => ({ body: request.body }));
      scope.post(
        '/validated',
        { schema: { body: { type: 'object', required: ['name'] } } },
        async () => ({ ok: true }),
      );
      scope.get('/failing-stream', async (_request, reply) => {
        const failing = new Readable({
          read() {
            this.destroy(new Error('disk at /srv/atrium/data failed'));
          },
        });
        return reply.type('application/json').send(failing);
      });
      scope.get('/large', async () => ({ text: 'x'.repeat(LARGE_ANSWER_BYTES) }));
      scope.get('/slow', async () => {
        await new Promise(resolve => setTimeout(resolve, 300));
        return { done: true };
      });
      scope.get('/slow-stream', async (_request, reply) => {
        const slow = new Readable({ read() {} });
        slow.push('[');
        setTimeout(() => slow.push(null), 300);
        return reply.type('application/json').send(slow);
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(() => app.close());

  const expectErrorBody = async (
    response: Response,
    status: number,
    name: string,
    message: string | RegExp,
  ) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: { name: string; message: string } };
    expect(isErrorBody(body)).toBe(true);
    expect(body).toMatchObject({ response: { statusCode: status }, error: { name } });
    expect(body.error.message).toMatch(message);
    return body;
  };

  it('answers malformed URLs and over-long parameters in the standard shape', async () => {
    const bad = await fetch(`${url}/items/%zz`);
    const body = await expectErrorBody(bad, 400, 'InputError', /is not a valid url component/);
    expect(body).toMatchObject({ request: { method: 'GET', url: '/items/%zz' } });

    await expectErrorBody(await fetch(`${url}/items/${'x'.repeat(1200)}`), 414, 'InputError', /./);
  });

  it('answers bad bodies in the standard shape', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${url}/items`, { method: 'POST', headers: { 'content-type': type }, body });
    await expectErrorBody(await post('{bad'), 400, 'InputError', /not valid JSON/);
    await expectErrorBody(await post('<a/>', 'text/xml'), 415, 'InputError', /Unsupported/);
    await expectErrorBody(await post('x'.repeat(2_000_000)), 413, 'PayloadTooLargeError', /large/);
    await expectErrorBody(
      await post('{"__proto__":{"admin":true}}'),
      400,
      'InputError',
      /not valid JSON/,
    );
    const invalid = await fetch(`${url}/validated`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await expectErrorBody(invalid, 400, 'InputError', /name/);
  });

  it('answers NUL characters with 400 naming where they are, on every route', async () => {
    await expectErrorBody(
      await fetch(`${url}/items/a%00b`),
      400,
      'InputError',
      "Invalid path parameter 'id': it contains a NUL character",
    );
    await expectErrorBody(
      await fetch(`${url}/search?filter=kind%3Da%00`),
      400,
      'InputError',
      "Invalid query parameter 'filter'",
    );
    const posted = await fetch(`${url}/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ location: { type: 'file', target: 'a\0b' } }),
    });
    await expectErrorBody(
      posted,
      400,
      'InputError',
      "Invalid request body field 'location.target'",
    );
    const unknown = await fetch(`${url}/nowhere/a%00b`);
    expect(unknown.status).toBe(404);
  });

  it('sends a readable error body when a compressed stream fails before its first chunk', async () => {
    const response = await fetch(`${url}/failing-stream`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const body = await expectErrorBody(response, 500, 'Error', 'Internal server error');
    expect(JSON.stringify(body)).not.toContain('/srv/atrium');
  });

  it('answers malformed HTTP and oversized headers in the standard shape', async () => {
    const malformed = parseRawResponse(await rawExchange(port, 'GARBAGE\r\n\r\n'));
    expect(malformed).toEqual({
      status: 400,
      body: {
        error: { name: 'InputError', message: 'Malformed HTTP request' },
        response: { statusCode: 400 },
      },
    });
    const huge = parseRawResponse(
      await rawExchange(
        port,
        `GET /search HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(huge).toEqual({
      status: 431,
      body: {
        error: { name: 'InputError', message: 'The request headers are too large' },
        request: { method: 'GET', url: '/search' },
        response: { statusCode: 431 },
      },
    });
  });

  it('answers a HEAD request with oversized headers without a body, which its client would misread', async () => {
    const raw = await rawExchange(
      port,
      `HEAD /search HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw).toMatch(/\r\nContent-Length: \d+\r\n\r\n$/);
    // The parser fails inside an over-long request line: it is still read whole for its method.
    const longLine = await rawExchange(
      port,
      `HEAD /search?q=${'a'.repeat(20_000)} HTTP/1.1\r\n\r\n`,
    );
    expect(longLine).toMatch(/^HTTP\/1\.1 431 /);
    expect(longLine).toMatch(/\r\nContent-Length: \d+\r\n\r\n$/);
  });

  it('answers the status alone when the packet that fails may be a later part of a HEAD request', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', chunk => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(`HEAD /search?q=${'a'.repeat(10_000)}`);
      // The rest of the line in a packet of its own: the one the parser fails on names no method.
      setTimeout(() => socket.write(`${'a'.repeat(10_000)} HTTP/1.1\r\n\r\n`), 50);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 [^]*\r\nContent-Length: 0\r\n\r\n$/);
  });

  it('answers a HEAD request whose body is malformed before its route answers, without a body', async () => {
    // The parser fails on the body, not the request line, while the route still works: the
    // answer's method comes from the request being served.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', chunk => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write('HEAD /slow HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n');
      // A packet of its own: what the parser then fails on holds no request line.
      setTimeout(() => socket.write('not-a-chunk-size\r\n'), 50);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/\r\nContent-Length: \d+\r\n\r\n$/);
  });

  it('writes nothing more after a final answer, when the rest of its request body is malformed', async () => {
    // Answered before its body was read, the request gets Node's `Connection: close`; the parser
    // then fails on the body, and anything written now would follow a final answer.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', chunk => {
        if (received === '') setTimeout(() => socket.write('not-a-chunk-size\r\n'), 50);
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write('HEAD /items/1 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n');
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('still answers a second request with oversized headers on a kept-alive connection', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', chunk => {
        if (received === '') {
          setTimeout(
            () =>
              socket.write(
                `GET /search HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
              ),
            50,
          );
        }
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write('GET /items/1 HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toMatch(/HTTP\/1\.1 431 /);
  });

  it('answers the next request with oversized headers after the answer still being sent', async () => {
    // The client reads nothing while it sends its next request, so the large answer to the first
    // is complete but still queued on the server when that request's headers overflow.
    const raw = await exchangeWithoutReading(
      port,
      'GET /large HTTP/1.1\r\nHost: x\r\n\r\n',
      `GET /search HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const text = raw.toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
    const second = text.slice(text.indexOf('\r\n\r\n') + 4 + length);
    expect(parseRawResponse(second)).toMatchObject({ status: 431 });
  });

  it('answers pipelined requests in order when the second one is malformed', async () => {
    const raw = await rawExchange(
      port,
      `GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /search HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 [^]*\{"done":true\}HTTP\/1\.1 431 /);
    // The error names the request that failed, not the first one of the packet.
    expect(parseRawResponse(raw.slice(raw.indexOf('{"done":true}') + 13))).toMatchObject({
      body: { request: { method: 'GET', url: '/search' } },
    });
  });

  it('never writes an error answer into a response already under way', async () => {
    // The answer starts before the request's chunked body ends; the next chunk is malformed.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', chunk => {
        if (received === '') socket.write('not-a-chunk-size\r\n');
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write('GET /slow-stream HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n');
    });
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('lets a complete answer reach its client before closing on a malformed request body', async () => {
    // The client reads nothing until its malformed chunk is sent, so the large answer is still
    // queued on the server when the parser fails.
    const raw = await exchangeWithoutReading(
      port,
      'GET /large HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
      'not-a-chunk-size\r\n',
    );
    const text = raw.toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
    expect(raw.length - (raw.indexOf('\r\n\r\n') + 4)).toBe(length);
    expect(length).toBeGreaterThan(LARGE_ANSWER_BYTES);
  });
});

describe('createHttpApp at shutdown', () => {
  // The web app's server hands API requests to the backend's router (serveApiOnAppOrigin), so
  // requests still reach a backend that is closing.
  it('answers requests that arrive while closing with 503 in the standard shape', async () => {
    const app = createHttpApp({ logger: createLogger({ level: 'silent' }) });
    app.get('/next', async () => ({ served: true }));
    await app.ready();
    const front = http.createServer((request, response) => app.routing(request, response));
    await new Promise<void>(resolve => front.listen(0, '127.0.0.1', resolve));
    const { port } = front.address() as net.AddressInfo;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/next`)).status).toBe(200);
      await app.close();
      const response = await fetch(`http://127.0.0.1:${port}/next`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { name: 'ServiceUnavailableError', message: 'The server is shutting down' },
        request: { method: 'GET', url: '/next' },
        response: { statusCode: 503 },
      });
    } finally {
      front.closeAllConnections();
      await new Promise(resolve => front.close(resolve));
    }
  });
});
