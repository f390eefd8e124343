import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestedProtocols, upgradeToken } from './upgrades';

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
