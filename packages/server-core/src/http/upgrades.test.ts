import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { authTokensServiceRef } from '../auth/principal';
import { createServiceRegistry } from '../plugin/serviceRegistry';
import { createMockAuthTokens, mockUserToken } from '../testing/mockAuthTokens';
import { createUpgradeDispatcher, requestedProtocols, upgradeToken } from './upgrades';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('WebSocket upgrade credentials', () => {
  it('takes the bearer token of the Authorization header first', () => {
    expect(
      upgradeToken(request({ authorization: 'Bearer a.b.c', 'sec-websocket-protocol': 'x.y.z' })),
    ).toBe('a.b.c');
  });

  it('takes a token passed as a subprotocol, which is all a browser can send', () => {
    const upgrade = request({ 'sec-websocket-protocol': 'channel.k8s.io, eyJh.eyJz.c2ln' });
    expect(upgradeToken(upgrade)).toBe('eyJh.eyJz.c2ln');
    expect(requestedProtocols(upgrade)).toEqual(['channel.k8s.io', 'eyJh.eyJz.c2ln']);
  });

  it('finds none when neither is there', () => {
    expect(upgradeToken(request({ 'sec-websocket-protocol': 'channel.k8s.io' }))).toBeUndefined();
    expect(upgradeToken(request({}))).toBeUndefined();
  });
});

describe('WebSocket upgrade refusals', () => {
  /** Dispatches an upgrade and answers everything written before the socket closed. */
  async function rawRefusal(url: string, headers: Record<string, string> = {}, method = 'GET') {
    const services = createServiceRegistry();
    services.provide(authTokensServiceRef, createMockAuthTokens());
    const dispatcher = createUpgradeDispatcher(services);
    let handled = false;
    dispatcher.forPlugin('kubernetes').handle('/proxy/', () => void (handled = true));
    let written = '';
    const socket = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const closed = new Promise(resolve => socket.on('close', resolve));
    const request = { method, url, headers } as unknown as IncomingMessage;
    dispatcher.dispatch(request, socket as never, Buffer.alloc(0));
    await closed;
    expect(handled).toBe(false);
    return written;
  }

  /** The status line and body of a refusal. */
  async function refusal(url: string, headers: Record<string, string> = {}) {
    const [head = '', body = ''] = (await rawRefusal(url, headers)).split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown };
  }

  it('answers in the standard error body', async () => {
    expect(await refusal('/api/kubernetes/proxy/x')).toEqual({
      status: 401,
      body: {
        error: { name: 'AuthenticationError', message: 'Unauthorized' },
        request: { method: 'GET', url: '/api/kubernetes/proxy/x' },
        response: { statusCode: 401 },
      },
    });
    expect(await refusal('/api/nowhere')).toMatchObject({ status: 404 });
  });

  it('refuses a URL with a NUL character with 400', async () => {
    const authorized = { authorization: `Bearer ${mockUserToken()}` };
    expect(await refusal('/api/kubernetes/proxy/x?cluster=a%00', authorized)).toMatchObject({
      status: 400,
      body: { error: { name: 'InputError', message: 'Invalid URL: it contains a NUL character' } },
    });
  });

  it('sends no body to a HEAD request, whose client would misread one', async () => {
    const written = await rawRefusal('/api/kubernetes/proxy/x', {}, 'HEAD');
    expect(written).toMatch(/^HTTP\/1\.1 401 /);
    expect(written).toMatch(/\r\nContent-Length: \d+\r\n\r\n$/);
  });
});
