import pg from 'pg';

/**
 * Messages between the processes sharing one PostgreSQL database (LISTEN/NOTIFY): what one replica
 * sends, every replica listening receives, the sender too.
 */
export interface DatabaseNotifications {
  /** Sends `payload` to every listener of `topic`; at most MAX_NOTIFICATION_BYTES in UTF-8. */
  notify(topic: string, payload: string): Promise<void>;
  /**
   * Calls `onPayload` for every notification of `topic` until the answered function is called.
   * A lost connection is opened again by itself; what was sent meanwhile is not received.
   */
  listen(topic: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_NOTIFICATION_BYTES = 7999;
const RECONNECT_DELAY_MS = 1000;

/**
 * Notifications of the replicas that share `schemaPrefix`: the channel name carries it, so test
 * runs (each with a prefix of its own) on one database never hear each other.
 */
export function createPgNotifications(
  connection: pg.ClientConfig,
  schemaPrefix: string,
  onError: (error: Error) => void,
): DatabaseNotifications & { close(): Promise<void> } {
  // Two connections at most: a notification is one short statement.
  const senders = new pg.Pool({ ...connection, max: 2 });
  senders.on('error', onError);
  const listeners = new Set<{ close(): Promise<void> }>();
  const channelOf = (topic: string) => `${schemaPrefix}${topic}`.replace(/[^a-zA-Z0-9_]/g, '_');

  return {
    async notify(topic, payload) {
      if (Buffer.byteLength(payload) > MAX_NOTIFICATION_BYTES) {
        throw new RangeError(`A notification is at most ${MAX_NOTIFICATION_BYTES} bytes`);
      }
      await senders.query('select pg_notify($1, $2)', [channelOf(topic), payload]);
    },
    async listen(topic, onPayload) {
      const listener = await startListener(connection, channelOf(topic), onPayload, onError);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    async close() {
      await Promise.all([...listeners].map(listener => listener.close()));
      listeners.clear();
      await senders.end();
    },
  };
}

/** One connection in LISTEN, opened again a second after it is lost, until closed. */
async function startListener(
  connection: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function open() {
    const next = new pg.Client(connection);
    next.on('notification', notification => {
      if (notification.channel === channel && notification.payload !== undefined) {
        onPayload(notification.payload);
      }
    });
    // Both come after a lost connection; only the first schedules the next one. While it opens,
    // a failure is thrown to the caller instead.
    let listening = false;
    let lost = false;
    const reopen = (error?: Error) => {
      if (!listening || lost || closed) return;
      if (error) onError(error);
      lost = true;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void openOrRetry(), RECONNECT_DELAY_MS);
      retry.unref();
    };
    next.on('error', reopen);
    next.on('end', () => reopen());
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    listening = true;
    client = next;
  }

  async function openOrRetry() {
    try {
      await open();
    } catch (error) {
      onError(error as Error);
      if (!closed) {
        retry = setTimeout(() => void openOrRetry(), RECONNECT_DELAY_MS);
        retry.unref();
      }
    }
  }

  await open();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
