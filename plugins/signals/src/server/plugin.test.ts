import {
  createDatabaseManager,
  definePlugin,
  type DatabaseManager,
  type SignalsService,
} from '@atrium/server-core';
import {
  describeEachDatabase,
  mockUserToken,
  startTestServer,
  testPostgresUrl,
  type TestServer,
} from '@atrium/server-core/testing';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signalsPlugin } from './plugin';

/** Hands the test the `ctx.signals` of its server. */
function publisherPlugin(found: (signals: SignalsService) => void) {
  return definePlugin({
    id: 'publisher',
    setup({ signals }) {
      found(signals);
    },
  });
}

const ALICE = { userEntityRef: 'user:default/alice', ownershipEntityRefs: ['user:default/alice'] };
/** Shaped like a JWT, as a browser sends its token: the server must answer with it. */
const PROTOCOL = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhIn0.c2ln';

interface OpenSocket {
  socket: WebSocket;
  /** The frames received, parsed. */
  received: unknown[];
  /** Resolves with the next frame (or one already received past `seen`). */
  next(): Promise<unknown>;
  send(frame: unknown): void;
}

async function openSocket(url: string, user = ALICE): Promise<OpenSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/signals`, [PROTOCOL], {
    headers: { authorization: `Bearer ${mockUserToken(user)}` },
  });
  const received: unknown[] = [];
  const waiting: Array<(frame: unknown) => void> = [];
  socket.on('message', data => {
    const frame: unknown = JSON.parse(data.toString());
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else received.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    next: () =>
      received.length > 0
        ? Promise.resolve(received.shift())
        : new Promise(resolve => waiting.push(resolve)),
    send: frame => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

/** A subscription reaches the server before a signal published after it (one socket, in order). */
async function settled(open: OpenSocket) {
  await new Promise<void>(resolve => open.socket.ping(undefined, undefined, () => resolve()));
  await new Promise(resolve => setTimeout(resolve, 50));
}

describeEachDatabase('the signals socket', database => {
  let server: TestServer;
  let signals: SignalsService;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      database,
      plugins: [signalsPlugin, publisherPlugin(found => (signals = found))],
    });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });
  afterAll(async () => {
    await server.stop();
  });

  async function open(user = ALICE) {
    const opened = await openSocket(server.url, user);
    sockets.push(opened.socket);
    return opened;
  }

  it("answers with the token's protocol and delivers a channel's signals to its user", async () => {
    const alice = await open();
    expect(alice.socket.protocol).toBe(PROTOCOL);
    alice.send({ action: 'subscribe', channel: 'catalog.entity' });
    await settled(alice);
    await signals.publish({
      recipients: { type: 'user', entityRef: 'User:default/Alice' },
      channel: 'catalog.entity',
      message: { entityRef: 'component:default/rides' },
    });
    expect(await alice.next()).toEqual({
      channel: 'catalog.entity',
      message: { entityRef: 'component:default/rides' },
    });
  });

  it('delivers a signal to a group to the sockets of its members', async () => {
    const alice = await open({
      ...ALICE,
      ownershipEntityRefs: [...ALICE.ownershipEntityRefs, 'group:default/riders'],
    });
    const bob = await open({
      userEntityRef: 'user:default/bob',
      ownershipEntityRefs: ['user:default/bob'],
    });
    for (const each of [alice, bob]) each.send({ action: 'subscribe', channel: 'team' });
    await Promise.all([settled(alice), settled(bob)]);
    await signals.publish({
      recipients: { type: 'user', entityRef: ['Group:default/Riders'] },
      channel: 'team',
      message: { news: 'standup moved' },
    });
    expect(await alice.next()).toEqual({ channel: 'team', message: { news: 'standup moved' } });
    await settled(bob);
    expect(bob.received).toEqual([]);
  });

  it('closes its sockets with 1012 when it stops, so pages connect again', async () => {
    const stopping = await startTestServer({ database, plugins: [signalsPlugin] });
    const { socket } = await openSocket(stopping.url);
    const closed = new Promise<number>(resolve => socket.once('close', code => resolve(code)));
    await stopping.stop();
    expect(await closed).toBe(1012);
  });

  it('sends nothing to other users, other channels or after unsubscribing', async () => {
    const alice = await open();
    alice.send({ action: 'subscribe', channel: 'tasks' });
    alice.send({ action: 'subscribe', channel: 'other' });
    alice.send({ action: 'unsubscribe', channel: 'other' });
    await settled(alice);
    await signals.publish({
      recipients: { type: 'user', entityRef: ['user:default/bob'] },
      channel: 'tasks',
      message: { n: 1 },
    });
    await signals.publish({
      recipients: { type: 'broadcast' },
      channel: 'other',
      message: { n: 2 },
    });
    await signals.publish({
      recipients: { type: 'broadcast' },
      channel: 'tasks',
      message: { n: 3 },
    });
    expect(await alice.next()).toEqual({ channel: 'tasks', message: { n: 3 } });
    expect(alice.received).toEqual([]);
  });

  it('ignores frames that are not a subscription, and keeps the socket open', async () => {
    const alice = await open();
    for (const frame of [
      'not json',
      'null',
      { action: 'subscribe' },
      { action: 'publish', channel: 'tasks' },
      { action: 'subscribe', channel: 'x'.repeat(256) },
      { action: 'subscribe', channel: 42 },
    ]) {
      alice.send(frame);
    }
    alice.send({ action: 'subscribe', channel: 'tasks' });
    await settled(alice);
    await signals.publish({ recipients: { type: 'broadcast' }, channel: 'tasks', message: {} });
    expect(await alice.next()).toEqual({ channel: 'tasks', message: {} });
    expect(alice.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a socket without a token (401) and one on another path (404)', async () => {
    const refusal = (path: string, headers: Record<string, string>) =>
      new Promise<number>(resolve => {
        const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, { headers });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('error', () => undefined);
      });
    expect(await refusal('/api/signals', {})).toBe(401);
    const authorization = `Bearer ${mockUserToken(ALICE)}`;
    expect(await refusal('/api/signals/other', { authorization })).toBe(404);
  });

  it('refuses to publish a signal out of shape or too large', async () => {
    const publish = (signal: unknown) => signals.publish(signal as never);
    await expect(
      publish({ recipients: { type: 'broadcast' }, channel: '', message: {} }),
    ).rejects.toThrow("A signal's channel is a text of 1 to 255 characters");
    await expect(
      publish({ recipients: { type: 'group' }, channel: 'tasks', message: {} }),
    ).rejects.toThrow("A signal's recipients are");
    await expect(
      publish({ recipients: { type: 'broadcast' }, channel: 'tasks', message: [] }),
    ).rejects.toThrow("A signal's message is a JSON object");
    await expect(
      publish({
        recipients: { type: 'broadcast' },
        channel: 'tasks',
        message: { text: 'x'.repeat(8000) },
      }),
    ).rejects.toThrow('A signal is at most 7999 bytes as JSON');
  });
});

const pgUrl = testPostgresUrl();
(pgUrl ? describe : describe.skip)(
  `signals across replicas on PostgreSQL${pgUrl ? '' : ' (skipped: set ATRIUM_TEST_PG to run it)'}`,
  () => {
    const schemaPrefix = `test_${randomBytes(6).toString('hex')}_`;
    const replicas: Array<{ server: TestServer; signals: SignalsService }> = [];
    const managers: DatabaseManager[] = [];

    beforeAll(async () => {
      for (const index of [0, 1]) {
        // One set of schemas for both, as replicas of one deployment share them.
        const manager = createDatabaseManager({
          client: 'pg',
          connection: pgUrl!,
          schemaPrefix,
          dropSchemasOnDestroy: index === 1,
        });
        managers.push(manager);
        let signals: SignalsService | undefined;
        const server = await startTestServer({
          databaseManager: manager,
          plugins: [signalsPlugin, publisherPlugin(found => (signals = found))],
        });
        replicas.push({ server, signals: signals! });
      }
    });
    afterAll(async () => {
      for (const { server } of replicas) await server.stop();
    });

    it('delivers a signal published on one replica to a socket on the other', async () => {
      const alice = await openSocket(replicas[1]!.server.url);
      alice.send({ action: 'subscribe', channel: 'tasks' });
      await settled(alice);
      await replicas[0]!.signals.publish({
        recipients: { type: 'user', entityRef: ALICE.userEntityRef },
        channel: 'tasks',
        message: { taskId: 't-1' },
      });
      expect(await alice.next()).toEqual({ channel: 'tasks', message: { taskId: 't-1' } });
      alice.socket.terminate();
    });
  },
);
