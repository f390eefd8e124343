import type { SignalsClientMessage, SignalsServerMessage } from '../shared';

/** How long a new socket has to open before it counts as failed. */
export const CONNECT_TIMEOUT_MS = 1_000;
/** How often a new socket is checked for being open. */
export const CONNECT_POLL_MS = 100;
/** How long to wait after a failure before opening a new socket. */
export const RECONNECT_DELAY_MS = 5_000;

// Closes the client or the server asked for: the connection ended on purpose, not by failure.
const CLOSE_NORMAL = 1000;
const CLOSE_GOING_AWAY = 1001;
// WebSocket.OPEN, spelled out so the client does not need the global (absent in some runtimes).
const OPEN = 1;

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export interface SignalsSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

export type SignalsSocketConstructor = new (url: string, protocols?: string[]) => SignalsSocket;

export interface CreateSignalsClientOptions {
  /** The plugin's http(s) base URL, e.g. `http://localhost:7007/api/signals`. */
  url: string;
  /** The signed-in user's token, read each time a socket opens since a refresh may replace it. */
  getToken: () => string | undefined;
  /** Defaults to the global WebSocket, looked up when a socket opens. */
  WebSocket?: SignalsSocketConstructor;
  /** Told why a connection failed before the client tries again. */
  onError?: (error: Error) => void;
}

export interface SignalsClient {
  /**
   * Calls `onMessage` with every signal published on `channel` until the returned function is
   * called. Listeners of one channel share a single server subscription.
   */
  subscribe(channel: string, onMessage: (message: unknown) => void): () => void;
  /** Drops every listener and closes the socket; a later subscribe starts afresh. */
  close(): void;
}

type Listener = (message: unknown) => void;

/**
 * The browser end of the signals channel: one WebSocket, opened on the first subscription and
 * closed with the last, reconnecting after failures and subscribing again to every channel that
 * still has listeners.
 */
export function createSignalsClient(options: CreateSignalsClientOptions): SignalsClient {
  const listeners = new Map<string, Set<Listener>>();
  let socket: SignalsSocket | undefined;
  let isOpen = false;
  let connectPoll: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  function send(message: SignalsClientMessage) {
    // Before the socket opens nothing is sent: opening subscribes every channel then listened to.
    if (socket && isOpen) socket.send(JSON.stringify(message));
  }

  function connect() {
    // A pending reconnect will subscribe the new listeners itself.
    if (socket || reconnectTimer !== undefined) return;
    const SocketClass: SignalsSocketConstructor = options.WebSocket ?? globalThis.WebSocket;
    const token = options.getToken();
    const current = new SocketClass(socketUrl(options.url), token ? [token] : undefined);
    socket = current;
    isOpen = false;

    current.addEventListener('message', event => {
      if (socket === current) dispatch(parseServerMessage(event.data));
    });
    current.addEventListener('error', () => {
      if (socket === current) fail(new Error('Signals connection error'));
    });
    current.addEventListener('close', event => {
      if (socket !== current) return;
      if (event.code === CLOSE_NORMAL || event.code === CLOSE_GOING_AWAY) forget();
      else fail(new Error(`Signals connection closed with code ${event.code}`));
    });

    let waited = 0;
    connectPoll = setInterval(() => {
      waited += CONNECT_POLL_MS;
      if (current.readyState === OPEN) {
        stopPolling();
        isOpen = true;
        for (const channel of listeners.keys()) send({ action: 'subscribe', channel });
      } else if (waited >= CONNECT_TIMEOUT_MS) {
        fail(new Error('Connect timeout'));
      }
    }, CONNECT_POLL_MS);
  }

  function stopPolling() {
    clearInterval(connectPoll);
    connectPoll = undefined;
  }

  /** Lets go of the current socket and closes it, which does nothing to one already closed. */
  function forget(code?: number) {
    stopPolling();
    const previous = socket;
    socket = undefined;
    isOpen = false;
    previous?.close(code);
  }

  function fail(error: Error) {
    forget();
    options.onError?.(error);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (listeners.size > 0) connect();
    }, RECONNECT_DELAY_MS);
  }

  function dispatch(signal: SignalsServerMessage | undefined) {
    if (!signal) return;
    // A copy, so a listener that unsubscribes while being called does not upset the loop.
    for (const listener of [...(listeners.get(signal.channel) ?? [])]) listener(signal.message);
  }

  function subscribe(channel: string, onMessage: Listener): () => void {
    // Wrapped so the same function subscribed twice counts as two listeners.
    const listener: Listener = message => onMessage(message);
    const channelListeners = listeners.get(channel) ?? new Set<Listener>();
    const isNewChannel = channelListeners.size === 0;
    channelListeners.add(listener);
    listeners.set(channel, channelListeners);
    if (isNewChannel) send({ action: 'subscribe', channel });
    connect();

    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      channelListeners.delete(listener);
      if (channelListeners.size > 0) return;
      listeners.delete(channel);
      send({ action: 'unsubscribe', channel });
      if (listeners.size === 0) stop();
    };
  }

  /** Nobody listens any more: close the socket and give up any pending reconnect. */
  function stop() {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    forget(CLOSE_NORMAL);
  }

  function close() {
    listeners.clear();
    stop();
  }

  return { subscribe, close };
}

/** The plugin's base URL with http→ws and https→wss. */
function socketUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  return url.href;
}

/** The signal a frame carries, or undefined for anything that is not one. */
function parseServerMessage(data: unknown): SignalsServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('channel' in parsed)) return undefined;
  if (typeof parsed.channel !== 'string' || !('message' in parsed)) return undefined;
  return { channel: parsed.channel, message: parsed.message };
}
