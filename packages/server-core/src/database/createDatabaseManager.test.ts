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

const tagsMigrations = {
  '0001_tags': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tags')
        .addColumn('owner', 'integer', col => col.notNull())
        .addColumn('tag', 'text', col => col.notNull())
        .addColumn('count', 'bigint', col => col.notNull())
        .addColumn('label', 'text')
        .addPrimaryKeyConstraint('tags_pk', ['owner', 'tag'])
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

  it('inserts, updates and deletes rows in bulk, by a key of several columns, in a transaction', async () => {
    manager = createTestDatabaseManager(database);
    const plugin = await manager.forPlugin('bulk');
    await plugin.migrate(tagsMigrations);
    const rows = () =>
      plugin.db
        .selectFrom('tags')
        .selectAll()
        .orderBy('owner')
        .orderBy('tag')
        .execute()
        .then(list => list.map(r => ({ ...r, count: Number(r.count) })));

    await plugin.db.transaction().execute(async tx => {
      await plugin.insertMany(
        tx,
        'tags',
        ['owner', 'tag', 'count', 'label'],
        [
          [1, 'go', 10, 'Go'],
          [1, 'java', 20, null],
          [2, 'go', 30, "it's"],
        ],
      );
      // Sent one after the other without waiting, as stitching does: they run in that order.
      await Promise.all([
        plugin.updateMany(
          tx,
          'tags',
          ['owner', 'tag'],
          ['count', 'label'],
          [
            [1, 'go', 11, null],
            [2, 'go', 31, 'Go, again'],
            [9, 'none', 1, 'no such row'],
          ],
        ),
        plugin.deleteMany(tx, 'tags', ['owner', 'tag'], [[1, 'java']]),
      ]);
    });
    expect(await rows()).toEqual([
      { owner: 1, tag: 'go', count: 11, label: null },
      { owner: 2, tag: 'go', count: 31, label: 'Go, again' },
    ]);

    await expect(
      plugin.db.transaction().execute(async tx => {
        await plugin.deleteMany(tx, 'tags', ['owner', 'tag'], [[1, 'go']]);
        await plugin.updateMany(tx, 'tags', ['owner', 'tag'], ['count'], [[2, 'go', 0]]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rows()).toHaveLength(2);
    expect((await rows())[1]!.count).toBe(31);
  });
});
