import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrlReader } from './createUrlReader';

describe('createUrlReader', () => {
  let base: string;
  let host: string;
  const peer = http.createServer((request, response) => {
    if (request.url === '/file') {
      if (request.headers['if-none-match'] === '"v1"') {
        response.statusCode = 304;
        return void response.end();
      }
      response.setHeader('etag', '"v1"');
      return void response.end('hello');
    }
    if (request.url === '/redirect-inside') {
      response.statusCode = 302;
      response.setHeader('location', '/file');
      return void response.end();
    }
    if (request.url === '/redirect-outside') {
      response.statusCode = 302;
      response.setHeader('location', 'http://169.254.169.254/latest/meta-data');
      return void response.end();
    }
    if (request.url === '/big') return void response.end('x'.repeat(2048));
    response.statusCode = 404;
    response.end();
  });

  beforeAll(async () => {
    await new Promise<void>(resolve => peer.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(peer.address() as AddressInfo).port}`;
    base = `http://${host}`;
  });
  afterAll(() => new Promise<void>(resolve => peer.close(() => resolve())));

  const reader = () => createUrlReader({ allow: [{ host }], maxBytes: 1024, timeoutMs: 2000 });

  it('reads an allowed URL with its ETag, and answers notModified for the same ETag', async () => {
    const first = await reader().read(`${base}/file`);
    expect(first).toEqual({ notModified: false, buffer: Buffer.from('hello'), etag: '"v1"' });
    expect(await reader().read(`${base}/file`, { etag: '"v1"' })).toEqual({ notModified: true });
  });

  it('refuses hosts that are not allowed', async () => {
    await expect(reader().read('http://example.invalid/x')).rejects.toThrow(/is not allowed/);
  });

  it('follows redirects only to allowed hosts', async () => {
    expect((await reader().read(`${base}/redirect-inside`)).notModified).toBe(false);
    await expect(reader().read(`${base}/redirect-outside`)).rejects.toMatchObject({
      name: 'NotAllowedError',
      message:
        'Reading from http://169.254.169.254/latest/meta-data is not allowed; add its host to backend.reading.allow',
    });
  });

  it('stops reading at the size limit and says so', async () => {
    await expect(reader().read(`${base}/big`)).rejects.toMatchObject({
      name: 'InputError',
      message: `${base}/big is larger than the limit of 0 MB`,
    });
  });

  it('maps 404 to NotFoundError', async () => {
    await expect(reader().read(`${base}/nothing`)).rejects.toMatchObject({ name: 'NotFoundError' });
  });
});
