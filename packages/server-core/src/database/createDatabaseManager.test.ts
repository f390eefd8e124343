import { afterEach, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabaseManager, describeEachDatabase } from '../testing/testDatabases';
import type { DatabaseManager } from './createDatabaseManager';

const notesMigrations = {
  '0001_notes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notes')
        .addColumn('id', 'integer', col => col.primaryKey())
        .addColumn('text', 'text')
        .execute();
    },
  },
};

describeEachDatabase('database manager', database => {
  let manager: DatabaseManager | undefined;
  afterEach(async () => {
    await manager?.destroy();
    manager = undefined;
  });

  it('gives each plugin its own tables and runs its migrations once', async () => {
    manager = createTestDatabaseManager(database);
    const one = await manager.forPlugin('one');
    const two = await manager.forPlugin('two');
    await one.migrate(notesMigrations);
    await one.migrate(notesMigrations);
    await two.migrate(notesMigrations);
    await one.db.insertInto('notes').values({ id: 1, text: 'only in one' }).execute();
    expect(await one.db.selectFrom('notes').selectAll().execute()).toEqual([
      { id: 1, text: 'only in one' },
    ]);
    expect(await two.db.selectFrom('notes').selectAll().execute()).toEqual([]);
    expect(one.engine).toBe(database);
  });
});
