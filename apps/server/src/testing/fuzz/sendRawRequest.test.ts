import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRawRequest } from './sendRawRequest';

describe('sendRawRequest', () => {
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/reset') return void request.socket.destroy();
      if (request.url === '/silent') return;
      response.writeHead(400, { 'content-encoding': 'gzip' });
      response.end(gzipSync(JSON.stringify({ path: request.url })));
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise(resolve => server.close(resolve));
  });

  it('sends the path as given, malformed escapes included, and reads a compressed answer', async () => {
    const answer = await sendRawRequest(
      { method: 'GET', path: '/a%zz%', headers: {} },
      { baseUrl },
    );
    expect(answer).toMatchObject({ kind: 'answered', status: 400, text: '{"path":"/a%zz%"}' });
  });

  it('reports a reset connection and one that never answers as dropped', async () => {
    const reset = await sendRawRequest({ method: 'GET', path: '/reset', headers: {} }, { baseUrl });
    expect(reset.kind).toBe('dropped');
    const silent = await sendRawRequest(
      { method: 'GET', path: '/silent', headers: {} },
      { baseUrl, giveUpMs: 200 },
    );
    expect(silent).toMatchObject({ kind: 'dropped', reason: 'no answer within 200 ms' });
  });
});
