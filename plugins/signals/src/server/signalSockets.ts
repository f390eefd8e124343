import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { NotFoundError } from '@atrium/model';
import type { Principal, Signal } from '@atrium/server-core';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SignalsServerMessage } from '../shared';

/** Bounds what one socket may hold: a page subscribes to a handful of channels. */
export const MAX_CHANNELS_PER_SOCKET = 100;
const MAX_CHANNEL_LENGTH = 255;
/** A client message is `{action, channel}`: anything longer is not one. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;
const CLOSE_SERVICE_RESTART = 1012;
/** Sockets that answer no ping within this time are dropped: their page is gone. */
export const PING_INTERVAL_MS = 30_000;

interface Subscriber {
  readonly socket: WebSocket;
  /**
   * Whom the socket was opened for, lower-cased: a user's ref and the refs they own through (their
   * groups), or a service's subject. A signal to any of them reaches the socket.
   */
  readonly recipients: ReadonlySet<string>;
  readonly channels: Set<string>;
  alive: boolean;
}

/**
 * The open sockets of this replica and their channels: a signal goes to every socket subscribed
 * to its channel whose user is a recipient.
 */
export function createSignalSockets(options: { basePath: string }) {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_CLIENT_MESSAGE_BYTES,
    // A browser fails a connection whose answer names none of the protocols it offered: the
    // one offered is the token.
    handleProtocols: protocols => [...protocols][0] ?? false,
  });
  const byChannel = new Map<string, Set<Subscriber>>();
  const subscribers = new Set<Subscriber>();

  const pings = setInterval(() => {
    for (const subscriber of subscribers) {
      if (!subscriber.alive) subscriber.socket.terminate();
      else {
        subscriber.alive = false;
        subscriber.socket.ping();
      }
    }
  }, PING_INTERVAL_MS);
  pings.unref();

  function accept(socket: WebSocket, principal: Principal) {
    const subscriber: Subscriber = {
      socket,
      recipients: new Set(
        (principal.type === 'user'
          ? [principal.userEntityRef, ...principal.ownershipEntityRefs]
          : [principal.subject]
        ).map(ref => ref.toLowerCase()),
      ),
      channels: new Set(),
      alive: true,
    };
    subscribers.add(subscriber);
    socket.on('pong', () => (subscriber.alive = true));
    socket.on('message', (data, isBinary) => {
      if (!isBinary) handleClientMessage(subscriber, data.toString());
    });
    socket.on('close', () => {
      subscribers.delete(subscriber);
      for (const channel of subscriber.channels) leave(subscriber, channel);
    });
    // An error closes the socket, and 'close' cleans up.
    socket.on('error', () => undefined);
  }

  function handleClientMessage(subscriber: Subscriber, text: string) {
    const request = parseClientMessage(text);
    // Anything else is ignored: the socket stays usable after a client's mistake.
    if (!request) return;
    const { action, channel } = request;
    if (action === 'unsubscribe') return leave(subscriber, channel);
    if (subscriber.channels.has(channel)) return;
    if (subscriber.channels.size >= MAX_CHANNELS_PER_SOCKET) return;
    subscriber.channels.add(channel);
    const onChannel = byChannel.get(channel) ?? new Set();
    onChannel.add(subscriber);
    byChannel.set(channel, onChannel);
  }

  function leave(subscriber: Subscriber, channel: string) {
    subscriber.channels.delete(channel);
    const onChannel = byChannel.get(channel);
    onChannel?.delete(subscriber);
    if (onChannel?.size === 0) byChannel.delete(channel);
  }

  return {
    /** Takes over an authenticated upgrade of `basePath` itself. */
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, principal: Principal) {
      const path = (request.url ?? '').split('?')[0]!.replace(/\/+$/, '');
      if (path !== options.basePath) throw new NotFoundError(`No socket at ${path}`);
      server.handleUpgrade(request, socket, head, webSocket => accept(webSocket, principal));
    },
    deliver(signal: Signal) {
      const onChannel = byChannel.get(signal.channel);
      if (!onChannel) return;
      const { recipients } = signal;
      const refs =
        recipients.type === 'user'
          ? [recipients.entityRef].flat().map(ref => ref.toLowerCase())
          : undefined;
      const frame: SignalsServerMessage = { channel: signal.channel, message: signal.message };
      const text = JSON.stringify(frame);
      for (const subscriber of onChannel) {
        if (refs && !refs.some(ref => subscriber.recipients.has(ref))) continue;
        subscriber.socket.send(text);
      }
    },
    /** How many sockets are open on this replica. */
    size: () => subscribers.size,
    /**
     * Ends every socket with 1012 (service restart): clients connect again, to another replica
     * or to this one once it is back. With 1001 they would not, and pages would stop updating.
     */
    close() {
      clearInterval(pings);
      for (const { socket } of subscribers) socket.close(CLOSE_SERVICE_RESTART, 'Server stopping');
      server.close();
    },
  };
}

/** `{action, channel}` as a client sends it, or undefined for anything else. */
function parseClientMessage(
  text: string,
): { action: 'subscribe' | 'unsubscribe'; channel: string } | undefined {
  try {
    const value = JSON.parse(text) as { action?: unknown; channel?: unknown };
    const { action, channel } = value ?? {};
    if (action !== 'subscribe' && action !== 'unsubscribe') return undefined;
    if (typeof channel !== 'string' || channel === '' || channel.length > MAX_CHANNEL_LENGTH) {
      return undefined;
    }
    return { action, channel };
  } catch {
    return undefined;
  }
}
