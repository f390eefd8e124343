import type { PluginNames } from './pluginNames';

/**
 * `src/server`: wiring in plugin.ts, a thin router, the service as interface + factory, SQL in
 * store/ and one migration (docs/architecture.md, "A server plugin").
 */
export function serverFiles(names: PluginNames): Record<string, string> {
  return {
    'src/server/index.ts': `export { ${names.camel}Plugin } from './plugin';\n`,
    'src/server/plugin.ts': pluginFile(names),
    'src/server/plugin.test.ts': pluginTestFile(names),
    'src/server/router.ts': routerFile,
    'src/server/service/createItemsService.ts': serviceFile,
    'src/server/store/itemsStore.ts': storeFile,
    'src/server/migrations/index.ts': migrationsFile(names),
    'src/server/migrations/0001_init.ts': initMigrationFile,
  };
}

function pluginFile({ camel, constant, title }: PluginNames): string {
  return `import { databaseTables, definePlugin } from '@atrium/server-core';
import { ${constant}_PLUGIN_ID } from '../shared';
import { ${camel}Migrations } from './migrations';
import { registerItemsRoutes } from './router';
import { createItemsService } from './service/createItemsService';
import { createItemsStore, type ItemsDb } from './store/itemsStore';

/** ${title}: see this plugin's README. */
export const ${camel}Plugin = definePlugin({
  id: ${constant}_PLUGIN_ID,
  database: databaseTables<ItemsDb>(),
  async setup({ database, router }) {
    await database.migrate(${camel}Migrations);
    const store = createItemsStore(database.db);
    registerItemsRoutes(router, createItemsService(store));
  },
});
`;
}

const routerFile = `import type { FastifyInstance } from 'fastify';
import { parseWith } from '@atrium/server-core';
import { createItemBodySchema } from '../shared';
import type { ItemsService } from './service/createItemsService';

export function registerItemsRoutes(router: FastifyInstance, items: ItemsService) {
  router.get('/items', async (_request, reply) => {
    return reply.status(200).send({ items: await items.listItems() });
  });

  router.post('/items', async (request, reply) => {
    const body = parseWith(createItemBodySchema, request.body, 'body');
    return reply.status(201).send(await items.createItem(body));
  });
}
`;

const serviceFile = `import { randomUUID } from 'node:crypto';
import type { CreateItemRequest, Item } from '../../shared';
import type { ItemRow, ItemsStore } from '../store/itemsStore';

export interface ItemsService {
  createItem(request: CreateItemRequest): Promise<Item>;
  listItems(): Promise<Item[]>;
}

function toItem(row: ItemRow): Item {
  return { id: row.id, name: row.name, createdAt: new Date(Number(row.created_at)).toISOString() };
}

export function createItemsService(store: ItemsStore): ItemsService {
  return {
    async createItem({ name }) {
      const row: ItemRow = { id: randomUUID(), name, created_at: Date.now() };
      await store.insertItem(row);
      return toItem(row);
    },
    async listItems() {
      return (await store.listItems()).map(toItem);
    },
  };
}
`;

const storeFile = `import type { Kysely } from 'kysely';

export interface ItemRow {
  id: string;
  name: string;
  /** Milliseconds since the epoch; PostgreSQL's bigint may come back as a string. */
  created_at: number | string;
}

export interface ItemsDb {
  items: ItemRow;
}

export interface ItemsStore {
  insertItem(row: ItemRow): Promise<void>;
  /** Oldest first. */
  listItems(): Promise<ItemRow[]>;
}

export function createItemsStore(db: Kysely<ItemsDb>): ItemsStore {
  return {
    async insertItem(row) {
      await db.insertInto('items').values(row).execute();
    },
    async listItems() {
      return db.selectFrom('items').selectAll().orderBy('created_at').orderBy('id').execute();
    },
  };
}
`;

function migrationsFile({ camel }: PluginNames): string {
  return `import type { Migration } from 'kysely';
import * as init from './0001_init';

export const ${camel}Migrations: Record<string, Migration> = {
  '0001_init': init,
};
`;
}

// Each plugin has a database of its own, so the table needs no prefix.
const initMigrationFile = `import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('items')
    .addColumn('id', 'varchar(36)', col => col.primaryKey())
    .addColumn('name', 'varchar(255)', col => col.notNull())
    .addColumn('created_at', 'bigint', col => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('items').execute();
}
`;

function pluginTestFile({ id, camel }: PluginNames): string {
  return `import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import type { Item, ItemsResponse } from '../shared';
import { ${camel}Plugin } from './plugin';

const itemsPath = '/api/${id}/items';

describeEachDatabase('${id} items API', database => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, plugins: [${camel}Plugin] });
  });
  afterAll(() => server?.stop());

  it('creates an item and lists it', async () => {
    const created = await server.json<Item>(itemsPath, {
      method: 'POST',
      body: { name: 'First item' },
    });
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(String), name: 'First item', createdAt: expect.any(String) },
    });

    const listed = await server.json<ItemsResponse>(itemsPath);
    expect(listed).toEqual({ status: 200, body: { items: [created.body] } });
  });

  it('answers 400 InputError in the standard error body for a body without a name', async () => {
    const { status, body } = await server.json(itemsPath, { method: 'POST', body: {} });
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { name: 'InputError', message: expect.any(String) },
      request: { method: 'POST', url: itemsPath },
      response: { statusCode: 400 },
    });
  });
});
`;
}
