import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { definePlugin } from '../plugin/definePlugin';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { createTestDatabaseManager, testPostgresUrl } from '../testing/testDatabases';
import type { DatabaseManager } from './createDatabaseManager';
import { databaseOptionsFromConfig } from './databaseOptionsFromConfig';
import { withoutStatementTimeout } from './withoutStatementTimeout';

const slowPlugin = definePlugin({
  id: 'slow',
  setup({ router, database }) {
    router.get('/sleep', async () => {
      await sql`select pg_sleep(5)`.execute(database.db);
      return { slept: true };
    });
    router.get('/quick', async () => {
      await sql`select 1`.execute(database.db);
      return { ok: true };
    });
  },
});

describe('backend.database.statementTimeout', () => {
  it('is read as a duration for PostgreSQL', () => {
    const read = (database: object) =>
      databaseOptionsFromConfig(createConfig({ backend: { database } }), '/srv');
    expect(
      read({ client: 'pg', connection: 'postgres://db/atrium', statementTimeout: '5s' }),
    ).toEqual({ client: 'pg', connection: 'postgres://db/atrium', statementTimeoutMs: 5_000 });
    expect(
      read({ client: 'pg', connection: 'postgres://db/atrium', statementTimeout: { minutes: 1 } }),
    ).toMatchObject({ statementTimeoutMs: 60_000 });
  });
});

// PostgreSQL only: SQLite has no statement-level timeout (its queries run in the process).
const onPostgres = testPostgresUrl() ? describe : describe.skip;

onPostgres('the PostgreSQL statement timeout', () => {
  let server: TestServer | undefined;
  let manager: DatabaseManager | undefined;
  afterEach(async () => {
    await server?.stop();
    await manager?.destroy();
    server = undefined;
    manager = undefined;
  });

  it('cancels a runaway query and answers 503 in the standard body, then serves on', async () => {
    server = await startTestServer({
      plugins: [slowPlugin],
      database: 'pg',
      config: { backend: { database: { statementTimeout: '200ms' } } },
    });
    const started = Date.now();
    const { status, body } = await server.json('/api/slow/sleep');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(status).toBe(503);
    expect(body).toEqual({
      error: {
        name: 'ServiceUnavailableError',
        message: expect.stringContaining('took too long') as unknown,
      },
      request: { method: 'GET', url: '/api/slow/sleep' },
      response: { statusCode: 503 },
    });
    expect(await server.json('/api/slow/quick')).toEqual({ status: 200, body: { ok: true } });
  });

  it('does not apply to migrations or to maintenance that lifts it', async () => {
    manager = createTestDatabaseManager('pg', { statementTimeoutMs: 100 });
    const plugin = await manager.forPlugin('slowmigrations');
    await plugin.migrate({
      '0001_slow': {
        async up(db) {
          await sql`select pg_sleep(0.4)`.execute(db);
        },
      },
    });
    await withoutStatementTimeout(plugin.db, 'pg', async connection => {
      await sql`select pg_sleep(0.4)`.execute(connection);
    });
    // The limit is back for everything else, on every connection of the pool.
    for (let i = 0; i < 3; i++) {
      await expect(sql`select pg_sleep(0.4)`.execute(plugin.db)).rejects.toMatchObject({
        code: '57014',
      });
    }
  });
});
