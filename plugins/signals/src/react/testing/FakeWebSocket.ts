import type { SignalsSocket } from '../createSignalsClient';

type Listeners = {
  error: Array<() => void>;
  message: Array<(event: { data: unknown }) => void>;
  close: Array<(event: { code: number }) => void>;
};

/**
 * A WebSocket the test drives: it records what the client sends and how it was closed, and opens,
 * receives, fails or closes when told. Every instance is kept in `FakeWebSocket.instances`.
 */
export class FakeWebSocket implements SignalsSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  /** The most recently opened socket. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  /** What the client sent, parsed. */
  readonly sent: unknown[] = [];
  /** The code of each `close()` call; undefined when called without one. */
  readonly closeCalls: Array<number | undefined> = [];
  private readonly listeners: Listeners = { error: [], message: [], close: [] };

  constructor(
    readonly url: string,
    readonly protocols?: string[],
  ) {
    FakeWebSocket.instances.push(this);
  }

  addEventListener(type: 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
  addEventListener(type: keyof Listeners, listener: (event: never) => void): void {
    (this.listeners[type] as unknown[]).push(listener);
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('The socket is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closeCalls.push(code);
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
  }

  /** The server sent a frame: objects are sent as JSON, strings as they are. */
  receive(data: unknown): void {
    const frame = typeof data === 'string' ? data : JSON.stringify(data);
    for (const listener of this.listeners.message) listener({ data: frame });
  }

  fail(): void {
    for (const listener of this.listeners.error) listener();
  }

  /** The connection ended with `code`, e.g. 1006 when it dropped. */
  closedWith(code: number): void {
    this.readyState = FakeWebSocket.CLOSED;
    for (const listener of this.listeners.close) listener({ code });
  }
}
