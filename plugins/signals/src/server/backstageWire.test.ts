/**
 * The socket as Backstage's web `SignalClient` (`@backstage/plugin-signals` 0.0.37) opens and uses
 * it, recorded from its published code:
 *
 * - URL: the discovery base URL of `signals` (`<backend>/api/signals`), its protocol `http:` made
 *   `ws:` and any other `wss:`; nothing is appended.
 * - Token: the user's identity token is the one sub-protocol, `new WebSocket(url, token)`; no
 *   header, and no socket at all without a token. A browser then fails the socket unless the
 *   answer names that protocol.
 * - It waits up to 1,000 ms (checking every 100 ms) for the socket to be open.
 * - Client → server, JSON text: `{"action":"subscribe","channel":…}` once per channel, however many
 *   listeners; `{"action":"unsubscribe","channel":…}` when the last listener of a channel leaves;
 *   the socket closed with 1000 when none remain.
 * - Server → client: JSON text; a frame without a truthy `channel` is ignored, otherwise its
 *   `message` goes to the listeners of that channel.
 * - It reconnects after a close with any code but 1000 and 1001, subscribing every channel again.
 */
import { AuthenticationError } from '@atrium/model';
import {
  authTokensServiceRef,
  definePlugin,
  type Principal,
  type SignalsService,
} from '@atrium/server-core';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signalsPlugin } from './plugin';

const CONNECT_TIMEOUT_MS = 1000;

/** A JWT's shape, as Backstage's identity tokens have: header, payload, signature. */
function identityTokenShape(subject: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signature = randomBytes(32).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ sub: subject })}.${signature}`;
}

/**
 * Stands in for the auth plugin: the tokens a browser holds are JWTs, which the test's readable
 * mock tokens are not, so this one knows the tokens it handed out.
 */
function identityStandIn(known: Map<string, Principal>) {
  return definePlugin({
    id: 'auth',
    provides: [authTokensServiceRef],
    setup({ provide }) {
      provide(authTokensServiceRef, {
        async authenticate(token) {
          const principal = known.get(token);
          if (!principal) throw new AuthenticationError('The token is invalid');
          return principal;
        },
        async issueServiceToken(pluginId) {
          const token = identityTokenShape(`plugin:${pluginId}`);
          known.set(token, { type: 'service', subject: `plugin:${pluginId}` });
          return token;
        },
      });
    },
  });
}

/** Hands the test the `ctx.signals` of its server. */
function publisherPlugin(found: (signals: SignalsService) => void) {
  return definePlugin({
    id: 'publisher',
    setup({ signals }) {
      found(signals);
    },
  });
}

/** The socket URL the client derives from the discovery base URL. */
function socketUrl(discoveryBaseUrl: string): string {
  const url = new URL(discoveryBaseUrl);
  url.protocol = url.protocol === 'http:' ? 'ws:' : 'wss:';
  return url.toString();
}

interface ClientSocket {
  socket: WebSocket;
  /** The `message` of each frame with a channel, in order, as listeners would get them. */
  messages: Array<{ channel: string; message: unknown }>;
  nextMessage(): Promise<{ channel: string; message: unknown }>;
  send(frame: { action: 'subscribe' | 'unsubscribe'; channel: string }): void;
}

/** Opens the socket as the client does and reads frames as it does. */
async function openAsClient(discoveryBaseUrl: string, token: string): Promise<ClientSocket> {
  const socket = new WebSocket(socketUrl(discoveryBaseUrl), token);
  const messages: ClientSocket['messages'] = [];
  const waiting: Array<(entry: ClientSocket['messages'][number]) => void> = [];
  socket.on('message', (data, isBinary) => {
    expect(isBinary).toBe(false);
    const frame = JSON.parse(data.toString()) as { channel?: string; message?: unknown };
    if (!frame.channel) return;
    const entry = { channel: frame.channel, message: frame.message };
    const waiter = waiting.shift();
    if (waiter) waiter(entry);
    else messages.push(entry);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Connect timeout')), CONNECT_TIMEOUT_MS);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    nextMessage: () =>
      messages.length > 0
        ? Promise.resolve(messages.shift()!)
        : new Promise(resolve => waiting.push(resolve)),
    send: frame => socket.send(JSON.stringify(frame)),
  };
}

/** The server has read what the socket sent before: a ping is answered after earlier frames. */
async function settled(client: ClientSocket) {
  await new Promise<void>(resolve => client.socket.ping(undefined, undefined, () => resolve()));
  await new Promise(resolve => setTimeout(resolve, 50));
}

describeEachDatabase("Backstage's signals client", database => {
  let server: TestServer;
  let signals: SignalsService;
  const known = new Map<string, Principal>();
  const aliceToken = identityTokenShape('user:default/alice');
  known.set(aliceToken, {
    type: 'user',
    userEntityRef: 'user:default/alice',
    ownershipEntityRefs: ['user:default/alice'],
  });
  const opened: WebSocket[] = [];
  const baseUrl = () => `${server.url}/api/signals`;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      plugins: [identityStandIn(known), signalsPlugin, publisherPlugin(found => (signals = found))],
    });
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.terminate();
  });
  afterAll(() => server.stop());

  async function open(token = aliceToken) {
    const client = await openAsClient(baseUrl(), token);
    opened.push(client.socket);
    return client;
  }

  it('opens with the token as the only sub-protocol, and the answer names it', async () => {
    expect(socketUrl(baseUrl())).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/api\/signals$/);
    expect(socketUrl('https://portal.example.com/api/signals')).toBe(
      'wss://portal.example.com/api/signals',
    );
    const alice = await open();
    expect(alice.socket.protocol).toBe(aliceToken);
  });

  it('delivers a published signal as {channel, message} to a subscribed channel', async () => {
    const alice = await open();
    alice.send({ action: 'subscribe', channel: 'notifications' });
    await settled(alice);
    const message = { action: 'new_notification', notification_id: 'n-1' };
    await signals.publish({
      recipients: { type: 'user', entityRef: 'user:default/alice' },
      channel: 'notifications',
      message,
    });
    expect(await alice.nextMessage()).toEqual({ channel: 'notifications', message });
    await signals.publish({ recipients: { type: 'broadcast' }, channel: 'notifications', message });
    expect(await alice.nextMessage()).toEqual({ channel: 'notifications', message });
  });

  it('keeps channels apart on one socket and stops one after its unsubscribe', async () => {
    const alice = await open();
    alice.send({ action: 'subscribe', channel: 'notifications' });
    alice.send({ action: 'subscribe', channel: 'scaffolder.task' });
    await settled(alice);
    alice.send({ action: 'unsubscribe', channel: 'notifications' });
    await settled(alice);
    const broadcast = (channel: string, n: number) =>
      signals.publish({ recipients: { type: 'broadcast' }, channel, message: { n } });
    await broadcast('notifications', 1);
    await broadcast('scaffolder.task', 2);
    expect(await alice.nextMessage()).toEqual({ channel: 'scaffolder.task', message: { n: 2 } });
    expect(alice.messages).toEqual([]);
  });

  it('takes the close with 1000 the client ends with when its last listener leaves', async () => {
    const alice = await open();
    alice.send({ action: 'subscribe', channel: 'notifications' });
    alice.send({ action: 'unsubscribe', channel: 'notifications' });
    const closed = new Promise<number>(resolve => alice.socket.once('close', resolve));
    alice.socket.close(1000);
    expect(await closed).toBe(1000);
    // A socket opened afresh works as the first did.
    const again = await open();
    again.send({ action: 'subscribe', channel: 'notifications' });
    await settled(again);
    await signals.publish({
      recipients: { type: 'broadcast' },
      channel: 'notifications',
      message: {},
    });
    expect(await again.nextMessage()).toEqual({ channel: 'notifications', message: {} });
  });

  it('refuses a sub-protocol that is no valid token, so the client retries later', async () => {
    const refused = await new Promise<number>(resolve => {
      const socket = new WebSocket(socketUrl(baseUrl()), identityTokenShape('user:default/nobody'));
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => undefined);
    });
    expect(refused).toBe(401);
  });
});
