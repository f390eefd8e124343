import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { createDatabaseManager, type DatabaseManager } from '@atrium/server-core';
import {
  describeEachDatabase,
  testPostgresUrl,
  type TestDatabaseId,
} from '@atrium/server-core/testing';
import { catalogMigrations } from './migrations';
import type { CatalogTables } from './store/tables';
import { documents, entityYaml, startCatalogServer } from './testing/startCatalogServer';

const spec = { type: 'service', lifecycle: 'production', owner: 'team' };
const TEN_MINUTES = 10 * 60_000;
const SEARCH_INDEX = 'catalog_search_key_value';

describeEachDatabase('a catalog started again after a crash', (id: TestDatabaseId) => {
  let dir: string;
  let schemaPrefix: string;

  beforeEach(async () => {
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-restart-')));
    schemaPrefix = `test_${randomBytes(6).toString('hex')}_`;
  });
  afterEach(async () => {
    if (id === 'pg') await databaseAt({ drop: true }).destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** The same stored data each time it is asked for, as a restarted server would find it. */
  const databaseAt = ({ drop }: { drop: boolean }): DatabaseManager =>
    id === 'sqlite'
      ? createDatabaseManager({
          client: 'better-sqlite3',
          connection: { directory: path.join(dir, 'data') },
        })
      : createDatabaseManager({
          client: 'pg',
          connection: testPostgresUrl()!,
          schemaPrefix,
          dropSchemasOnDestroy: drop,
        });

  it('resumes at once the sources the crashed instance held', async () => {
    const file = path.join(dir, 'catalog.yaml');
    await fs.writeFile(file, entityYaml('Component', 'before', spec));
    const locations = [{ type: 'file', target: file }];
    const name = async (server: Awaited<ReturnType<typeof startCatalogServer>>) => {
      const { body } = await server.get<{ items: Entity[] }>(
        '/api/catalog/entities/by-query?filter=kind=component',
      );
      return body.items[0]?.metadata.name;
    };

    const first = await startCatalogServer({
      databaseManager: databaseAt({ drop: false }),
      locations,
    });
    await first.waitFor(async () => ((await name(first)) === 'before' ? true : undefined));
    await first.stop();

    // What a killed instance leaves: a source it leased for long, and a heartbeat that stopped.
    const stored = databaseAt({ drop: false });
    const plugin = await stored.forPlugin<CatalogTables>('catalog');
    await plugin.migrate(catalogMigrations);
    const db = plugin.db;
    const now = Date.now();
    await db
      .insertInto('catalog_instances')
      .values({ id: 'killed', heartbeat_at: now - TEN_MINUTES })
      .execute();
    const leased = await db
      .updateTable('catalog_sources')
      .set({ lease_owner: 'killed', lease_until: now + TEN_MINUTES, next_refresh_at: 0 })
      .executeTakeFirst();
    expect(Number(leased.numUpdatedRows)).toBe(1);
    await stored.destroy();
    await fs.writeFile(file, entityYaml('Component', 'after', spec));

    const startedAt = Date.now();
    const second = await startCatalogServer({
      databaseManager: databaseAt({ drop: false }),
      locations,
    });
    try {
      await second.waitFor(
        async () => ((await name(second)) === 'after' ? true : undefined),
        5_000,
      );
      expect(Date.now() - startedAt).toBeLessThan(5_000);
    } finally {
      await second.stop();
    }
  });

  it('builds the search index a first load left out, and one a stopped load never built', async () => {
    const file = path.join(dir, 'catalog.yaml');
    await fs.writeFile(
      file,
      documents(
        entityYaml('Component', 'shop', spec),
        entityYaml('Component', 'site', { ...spec, type: 'website' }),
      ),
    );
    const locations = [{ type: 'file', target: file }];
    const indexed = async () => {
      const stored = databaseAt({ drop: false });
      try {
        const { db } = await stored.forPlugin('catalog');
        const { rows } =
          id === 'sqlite'
            ? await sql`select name from sqlite_master where type = 'index' and name = ${SEARCH_INDEX}`.execute(
                db,
              )
            : await sql`select indexname from pg_indexes
                where schemaname = current_schema() and indexname = ${SEARCH_INDEX}`.execute(db);
        return rows.length === 1 ? true : undefined;
      } finally {
        await stored.destroy();
      }
    };
    const websites = async (server: Awaited<ReturnType<typeof startCatalogServer>>) => {
      const { body } = await server.get<{ items: Entity[] }>(
        '/api/catalog/entities/by-query?filter=spec.type=website',
      );
      return body.items.map(e => e.metadata.name);
    };

    const first = await startCatalogServer({
      databaseManager: databaseAt({ drop: false }),
      locations,
    });
    try {
      await first.waitFor(async () => ((await websites(first)).length === 1 ? true : undefined));
      expect(await first.waitFor(indexed)).toBe(true);
      expect(await websites(first)).toEqual(['site']);
    } finally {
      await first.stop();
    }

    // What a load stopped before its end leaves: entities, and no index.
    const stored = databaseAt({ drop: false });
    await sql`drop index ${sql.ref(SEARCH_INDEX)}`.execute((await stored.forPlugin('catalog')).db);
    await stored.destroy();
    expect(await indexed()).toBeUndefined();

    const second = await startCatalogServer({
      databaseManager: databaseAt({ drop: false }),
      locations,
    });
    try {
      expect(await second.waitFor(indexed, 5_000)).toBe(true);
      expect(await websites(second)).toEqual(['site']);
    } finally {
      await second.stop();
    }
  });
});
