import { InputError, type JsonObject } from '@atrium/model';
import type { DatabaseNotifications } from '../database/pgNotifications';
import { MAX_NOTIFICATION_BYTES } from '../database/pgNotifications';

/** Who receives a signal: every signed-in page, or the pages of these users. */
export type SignalRecipients =
  { type: 'broadcast' } | { type: 'user'; entityRef: string | readonly string[] };

/** A message for the open pages of its recipients, on one channel (`catalog.entity`, …). */
export interface Signal<Message extends JsonObject = JsonObject> {
  recipients: SignalRecipients;
  channel: string;
  message: Message;
}

/**
 * Realtime messages to people's open pages: any plugin publishes, the signals plugin delivers to
 * the sockets subscribed to the channel. Several replicas on PostgreSQL share one bus.
 */
export interface SignalsService {
  /** Rejects with an InputError for a channel or recipients out of shape, or a message too large. */
  publish(signal: Signal): Promise<void>;
  /** Hears every signal published on any replica, once listening; answers how to stop. */
  subscribe(listener: (signal: Signal) => void): Promise<() => Promise<void>>;
}

export const MAX_CHANNEL_LENGTH = 255;
/** A signal travels as one PostgreSQL notification: its JSON must fit in one. */
export const MAX_SIGNAL_BYTES = MAX_NOTIFICATION_BYTES;
const TOPIC = 'atrium_signals';

/**
 * The bus: through PostgreSQL notifications when `notifications` is given (every replica hears
 * every signal, the publisher too), else in this process.
 */
export function createSignalBus(
  notifications?: DatabaseNotifications,
): SignalsService & { close(): Promise<void> } {
  const listeners = new Set<(signal: Signal) => void>();
  const deliver = (signal: Signal) => {
    for (const listener of listeners) listener(signal);
  };
  let stopListening: Promise<() => Promise<void>> | undefined;

  return {
    async publish(signal) {
      const payload = serializeSignal(signal);
      if (notifications) await notifications.notify(TOPIC, payload);
      // Parsed back, as a replica receives it: no listener shares the publisher's objects.
      else queueMicrotask(() => deliver(JSON.parse(payload) as Signal));
    },
    async subscribe(listener) {
      listeners.add(listener);
      if (notifications) {
        stopListening ??= notifications.listen(TOPIC, payload => {
          const signal = parseSignal(payload);
          if (signal) deliver(signal);
        });
        await stopListening;
      }
      return async () => void listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await (
        await stopListening
      )?.();
    },
  };
}

function serializeSignal({ recipients, channel, message }: Signal): string {
  if (typeof channel !== 'string' || channel === '' || channel.length > MAX_CHANNEL_LENGTH) {
    throw new InputError(`A signal's channel is a text of 1 to ${MAX_CHANNEL_LENGTH} characters`);
  }
  if (!isRecipients(recipients)) {
    throw new InputError(
      "A signal's recipients are { type: 'broadcast' } or { type: 'user', entityRef }",
    );
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message)) {
    throw new InputError("A signal's message is a JSON object");
  }
  const payload = JSON.stringify({ recipients, channel, message });
  if (Buffer.byteLength(payload) > MAX_SIGNAL_BYTES) {
    throw new InputError(`A signal is at most ${MAX_SIGNAL_BYTES} bytes as JSON`);
  }
  return payload;
}

function isRecipients(value: unknown): value is SignalRecipients {
  if (value === null || typeof value !== 'object') return false;
  const { type, entityRef } = value as { type?: unknown; entityRef?: unknown };
  if (type === 'broadcast') return true;
  const refs = Array.isArray(entityRef) ? entityRef : [entityRef];
  return type === 'user' && refs.every(ref => typeof ref === 'string' && ref !== '');
}

/** What another replica sent; anything else on the channel is ignored. */
function parseSignal(payload: string): Signal | undefined {
  try {
    const signal = JSON.parse(payload) as Signal;
    return typeof signal.channel === 'string' && isRecipients(signal.recipients)
      ? signal
      : undefined;
  } catch {
    return undefined;
  }
}
