import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECT_POLL_MS,
  CONNECT_TIMEOUT_MS,
  createSignalsClient,
  RECONNECT_DELAY_MS,
  type CreateSignalsClientOptions,
} from './createSignalsClient';
import { FakeWebSocket } from './testing/FakeWebSocket';

function createClient(options: Partial<CreateSignalsClientOptions> = {}) {
  return createSignalsClient({
    url: 'http://localhost:7007/api/signals',
    getToken: () => 'token-1',
    WebSocket: FakeWebSocket,
    ...options,
  });
}

/** The server accepts the latest socket and the client notices at its next poll. */
function openLatest(): FakeWebSocket {
  const socket = FakeWebSocket.latest();
  socket.open();
  vi.advanceTimersByTime(CONNECT_POLL_MS);
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createSignalsClient', () => {
  it('opens no socket until the first subscription', () => {
    const client = createClient();
    expect(FakeWebSocket.instances).toHaveLength(0);

    client.subscribe('catalog', () => undefined);

    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('connects to the ws URL with the token as the only sub-protocol', () => {
    createClient().subscribe('a', () => undefined);
    createClient({
      url: 'https://atrium.example.com/api/signals',
      getToken: () => undefined,
    }).subscribe('a', () => undefined);

    const [plain, secure] = FakeWebSocket.instances;
    expect(plain?.url).toBe('ws://localhost:7007/api/signals');
    expect(plain?.protocols).toEqual(['token-1']);
    expect(secure?.url).toBe('wss://atrium.example.com/api/signals');
    expect(secure?.protocols).toBeUndefined();
  });

  it('subscribes every channel once the socket opens, once per channel', () => {
    const client = createClient();
    client.subscribe('catalog', () => undefined);
    client.subscribe('catalog', () => undefined);
    client.subscribe('tasks', () => undefined);

    const socket = openLatest();
    client.subscribe('tasks', () => undefined);
    client.subscribe('docs', () => undefined);

    expect(socket.sent).toEqual([
      { action: 'subscribe', channel: 'catalog' },
      { action: 'subscribe', channel: 'tasks' },
      { action: 'subscribe', channel: 'docs' },
    ]);
  });

  it('unsubscribes a channel when its last listener leaves, and closes with 1000 when none remain', () => {
    const client = createClient();
    const leaveFirst = client.subscribe('catalog', () => undefined);
    const leaveSecond = client.subscribe('catalog', () => undefined);
    const leaveTasks = client.subscribe('tasks', () => undefined);
    const socket = openLatest();
    socket.sent.length = 0;

    leaveFirst();
    leaveFirst();
    expect(socket.sent).toEqual([]);

    leaveSecond();
    expect(socket.sent).toEqual([{ action: 'unsubscribe', channel: 'catalog' }]);
    expect(socket.closeCalls).toEqual([]);

    leaveTasks();
    expect(socket.sent).toEqual([
      { action: 'unsubscribe', channel: 'catalog' },
      { action: 'unsubscribe', channel: 'tasks' },
    ]);
    expect(socket.closeCalls).toEqual([1000]);
  });

  it('opens a new socket for a subscription after the last one closed', () => {
    const client = createClient();
    client.subscribe('catalog', () => undefined)();

    client.subscribe('tasks', () => undefined);
    const socket = openLatest();

    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(socket.sent).toEqual([{ action: 'subscribe', channel: 'tasks' }]);
  });

  it("fails with 'Connect timeout' after 1,000 ms unopened and reconnects 5,000 ms later", () => {
    const onError = vi.fn();
    let token = 'token-1';
    const client = createClient({ onError, getToken: () => token });
    client.subscribe('catalog', () => undefined);
    const first = FakeWebSocket.latest();

    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 1);
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onError).toHaveBeenCalledWith(new Error('Connect timeout'));
    expect(first.closeCalls).toHaveLength(1);

    token = 'token-2';
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    const second = openLatest();
    expect(second.protocols).toEqual(['token-2']);
    expect(second.sent).toEqual([{ action: 'subscribe', channel: 'catalog' }]);
  });

  it('reconnects 5,000 ms after an abnormal close and subscribes every channel again', () => {
    const client = createClient();
    client.subscribe('catalog', () => undefined);
    client.subscribe('tasks', () => undefined);
    const leaveDocs = client.subscribe('docs', () => undefined);
    openLatest().closedWith(1006);
    leaveDocs();

    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    const second = openLatest();

    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(second.sent).toEqual([
      { action: 'subscribe', channel: 'catalog' },
      { action: 'subscribe', channel: 'tasks' },
    ]);
  });

  it('reconnects once after an error followed by its close', () => {
    const client = createClient();
    client.subscribe('catalog', () => undefined);
    const first = openLatest();

    first.fail();
    first.closedWith(1006);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);

    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('does not reconnect when nobody listens any more', () => {
    const client = createClient();
    const leave = client.subscribe('catalog', () => undefined);
    openLatest().closedWith(1006);

    leave();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);

    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it.each([1000, 1001])('does not reconnect after a close with %i', code => {
    const client = createClient();
    client.subscribe('catalog', () => undefined);
    openLatest().closedWith(code);

    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);

    client.subscribe('tasks', () => undefined);
    expect(openLatest().sent).toEqual([
      { action: 'subscribe', channel: 'catalog' },
      { action: 'subscribe', channel: 'tasks' },
    ]);
  });

  it("routes a signal to its channel's listeners only", () => {
    const client = createClient();
    const catalog = [vi.fn(), vi.fn()];
    const tasks = vi.fn();
    for (const listener of catalog) client.subscribe('catalog', listener);
    client.subscribe('tasks', tasks);
    const socket = openLatest();

    socket.receive({ channel: 'catalog', message: { entityRef: 'component:default/a' } });

    for (const listener of catalog) {
      expect(listener).toHaveBeenCalledExactlyOnceWith({ entityRef: 'component:default/a' });
    }
    expect(tasks).not.toHaveBeenCalled();
  });

  it('ignores frames that are not signals', () => {
    const client = createClient();
    const listener = vi.fn();
    client.subscribe('catalog', listener);
    const socket = openLatest();

    for (const frame of ['not json', 'null', '42', '{"message":1}', '{"channel":7,"message":1}']) {
      expect(() => socket.receive(frame)).not.toThrow();
    }
    socket.receive({ channel: 'catalog' });
    socket.receive({ channel: 'other', message: 1 });

    expect(listener).not.toHaveBeenCalled();
  });

  it('stops calling a listener once it unsubscribed', () => {
    const client = createClient();
    const listener = vi.fn();
    client.subscribe('catalog', () => undefined);
    const leave = client.subscribe('catalog', listener);
    const socket = openLatest();

    leave();
    socket.receive({ channel: 'catalog', message: 1 });

    expect(listener).not.toHaveBeenCalled();
  });

  it('drops every listener and closes the socket on close()', () => {
    const client = createClient();
    const listener = vi.fn();
    client.subscribe('catalog', listener);
    const socket = openLatest();

    client.close();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);

    expect(socket.closeCalls).toEqual([1000]);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
