import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../testing/objectStores/failureOf';
import { requestAccessToken, type AccessTokenFailure } from './requestAccessToken';

const NOW = Date.parse('2026-01-01T00:00:00Z');

/** Token endpoint answers by path: status and JSON body. */
const ANSWERS: Record<string, [number, unknown]> = {
  '/expires-in': [200, { access_token: 'in', expires_in: 600 }],
  '/expires-on': [200, { access_token: 'on', expires_on: String(NOW / 1000 + 900) }],
  '/no-lifetime': [200, { access_token: 'hour' }],
  '/no-token': [200, { token_type: 'Bearer' }],
  '/refused': [401, { error: 'invalid_client', error_description: 'Invalid client secret' }],
  '/verbose': [400, { error: 'invalid_request', error_description: 'x'.repeat(300) }],
  '/broken': [500, {}],
};

describe('requestAccessToken', () => {
  let server: http.Server;
  let url: string;
  let forms: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        forms.push(Buffer.concat(chunks).toString('utf8'));
        if (request.url === '/moved') {
          return void response.writeHead(302, { location: '/expires-in' }).end();
        }
        const [status, body] = ANSWERS[request.url ?? ''] ?? [404, {}];
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.closeAllConnections();
    server?.close();
  });

  const request = (path: string, toError?: (failure: AccessTokenFailure) => Error) =>
    requestAccessToken({
      what: 'Test token',
      url: new URL(`${url}${path}`),
      init: { method: 'POST', body: 'grant_type=client_credentials&client_secret=s3cret' },
      now: () => NOW,
      toError,
    });

  it('reads the token and its lifetime, from expires_in, expires_on or the usual hour', async () => {
    forms = [];
    expect(await request('/expires-in')).toEqual({ value: 'in', expiresAt: NOW + 600_000 });
    expect(await request('/expires-on')).toEqual({ value: 'on', expiresAt: NOW + 900_000 });
    expect(await request('/no-lifetime')).toEqual({ value: 'hour', expiresAt: NOW + 3_600_000 });
    expect(forms[0]).toBe('grant_type=client_credentials&client_secret=s3cret');
  });

  it("refuses with the endpoint's error and description, clipped, never the secret", async () => {
    const refused = await failureOf(request('/refused'));
    expect(refused).toMatchObject({
      name: 'NotAllowedError',
      message: `Test token: ${url} answered HTTP 401 (invalid_client: Invalid client secret)`,
    });
    expect(refused.message).not.toContain('s3cret');
    const verbose = await failureOf(request('/verbose'));
    expect(verbose.message).toBe(
      `Test token: ${url} answered HTTP 400 (invalid_request: ${'x'.repeat(183)}…)`,
    );
    await expect(request('/broken')).rejects.toMatchObject({
      name: 'ServiceUnavailableError',
      message: `Test token: ${url} answered HTTP 500`,
    });
    await expect(request('/no-token')).rejects.toMatchObject({
      name: 'ServiceUnavailableError',
      message: `Test token: ${url} answered without an access_token`,
    });
  });

  it('does not follow a redirect, and says when the endpoint cannot be reached', async () => {
    forms = [];
    await expect(request('/moved')).rejects.toThrow(`Test token: ${url} answered HTTP 302`);
    expect(forms).toHaveLength(1);
    await expect(
      requestAccessToken({
        what: 'Test token',
        url: new URL('http://127.0.0.1:1/token'),
        init: {},
        now: () => NOW,
      }),
    ).rejects.toMatchObject({
      name: 'ServiceUnavailableError',
      message: 'Test token: http://127.0.0.1:1 could not be reached',
    });
  });

  it("hands each failure to the caller's toError, to word it", async () => {
    const failures: AccessTokenFailure[] = [];
    const toError = (failure: AccessTokenFailure) => {
      failures.push(failure);
      return new Error('worded by the caller');
    };
    await expect(request('/refused', toError)).rejects.toThrow('worded by the caller');
    await expect(request('/no-token', toError)).rejects.toThrow('worded by the caller');
    expect(failures).toMatchObject([
      {
        kind: 'refused',
        what: 'Test token',
        status: 401,
        reason: 'invalid_client: Invalid client secret',
      },
      { kind: 'no-token', what: 'Test token' },
    ]);
    expect(failures[0]!.url.href).toBe(`${url}/refused`);
  });
});
