import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPostgresUrl } from '../testing/testDatabases';
import { createPgNotifications, type DatabaseNotifications } from './pgNotifications';

const url = testPostgresUrl();

/** Resolves with the next payload `listen` hands over. */
function inbox() {
  const payloads: string[] = [];
  const waiting: Array<(payload: string) => void> = [];
  return {
    onPayload(payload: string) {
      const waiter = waiting.shift();
      if (waiter) waiter(payload);
      else payloads.push(payload);
    },
    next: () =>
      payloads.length > 0
        ? Promise.resolve(payloads.shift()!)
        : new Promise<string>(resolve => waiting.push(resolve)),
  };
}

(url ? describe : describe.skip)(
  `createPgNotifications${url ? '' : ' (skipped: set ATRIUM_TEST_PG to run it)'}`,
  () => {
    const prefix = `test_${randomBytes(6).toString('hex')}_`;
    const errors: Error[] = [];
    let sender: DatabaseNotifications & { close(): Promise<void> };
    let receiver: DatabaseNotifications & { close(): Promise<void> };
    let admin: pg.Client;

    beforeAll(async () => {
      sender = createPgNotifications({ connectionString: url }, prefix, error =>
        errors.push(error),
      );
      receiver = createPgNotifications({ connectionString: url }, prefix, error =>
        errors.push(error),
      );
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
    });
    afterAll(async () => {
      await sender.close();
      await receiver.close();
      await admin.end();
    });

    it('hands what one sends to the listeners of the topic, and not of another prefix', async () => {
      const heard = inbox();
      const elsewhere = createPgNotifications({ connectionString: url }, `${prefix}x_`, () => {});
      const stray: string[] = [];
      const stopStray = await elsewhere.listen('topic', payload => stray.push(payload));
      const stop = await receiver.listen('topic', heard.onPayload);
      await sender.notify('topic', '{"n":1}');
      expect(await heard.next()).toBe('{"n":1}');
      await stop();
      await stopStray();
      await elsewhere.close();
      expect(stray).toEqual([]);
    });

    it('refuses a payload PostgreSQL could not carry', async () => {
      await expect(sender.notify('topic', 'é'.repeat(4000))).rejects.toThrow(
        'A notification is at most 7999 bytes',
      );
    });

    it('listens again by itself after its connection was ended', async () => {
      const heard = inbox();
      const stop = await receiver.listen('again', heard.onPayload);
      const channel = `${prefix}again`;
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where query = $1`,
        [`LISTEN "${channel}"`],
      );
      expect(rows).toHaveLength(1);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      // Sent until the new connection listens: the first ones are lost, as documented.
      let received: string | undefined;
      const next = heard.next().then(payload => (received = payload));
      for (let attempt = 0; received === undefined && attempt < 50; attempt++) {
        await sender.notify('again', `{"attempt":${attempt}}`);
        await new Promise(resolve => setTimeout(resolve, 100));
      }
      await next;
      expect(received).toMatch(/^\{"attempt":\d+\}$/);
      expect(errors.length).toBeGreaterThan(0);
      await stop();
    });
  },
);
