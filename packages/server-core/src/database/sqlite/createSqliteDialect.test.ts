import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '@atrium/model';
import { createSqliteDialect } from './createSqliteDialect';
import { createSqliteReader } from './createSqliteReader';

interface Tables {
  items: { id: number; name: string; data: Buffer | null };
}

/** A statement that runs for a long while, at full speed, in SQLite's own code. */
const SLOW_COUNT = sql<{
  n: number;
}>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 50000000) select count(*) as n from c`;

describe('SQLite with reads on worker threads', () => {
  let dir: string;
  let db: Kysely<Tables>;

  const open = (timeoutMs: number) => {
    const file = path.join(dir, 'test.sqlite');
    const database = new SqliteDatabase(file);
    database.pragma('journal_mode = WAL');
    database.exec('create table items (id integer primary key, name text not null, data blob)');
    const reader = createSqliteReader({ file, timeoutMs, idleMs: 1_000 });
    return new Kysely<Tables>({ dialect: createSqliteDialect(database, reader) });
  };

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-sqlite-'));
  });
  afterEach(async () => {
    await db?.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('reads what was written, blobs as Buffers, and writes in transactions', async () => {
    db = open(10_000);
    await db
      .insertInto('items')
      .values({ id: 1, name: 'one', data: Buffer.from('abc') })
      .execute();
    await db.transaction().execute(async tx => {
      await tx.insertInto('items').values({ id: 2, name: 'two', data: null }).execute();
      // Inside its transaction a caller sees its own writes.
      expect(await tx.selectFrom('items').select('id').execute()).toHaveLength(2);
    });
    const rows = await db.selectFrom('items').selectAll().orderBy('id').execute();
    expect(rows.map(row => row.name)).toEqual(['one', 'two']);
    expect(Buffer.isBuffer(rows[0]!.data)).toBe(true);
    expect(rows[0]!.data!.toString()).toBe('abc');
  });

  it('answers a read at once while another caller holds a transaction, with the committed state', async () => {
    db = open(10_000);
    await db.insertInto('items').values({ id: 1, name: 'committed', data: null }).execute();
    let release!: () => void;
    const holding = new Promise<void>(resolve => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>(resolve => (entered = resolve));
    const transaction = db.transaction().execute(async tx => {
      await tx.updateTable('items').set({ name: 'uncommitted' }).execute();
      entered();
      await holding;
    });
    await inside;
    const read = await db.selectFrom('items').select('name').execute();
    expect(read).toEqual([{ name: 'committed' }]);
    release();
    await transaction;
    expect(await db.selectFrom('items').select('name').execute()).toEqual([
      { name: 'uncommitted' },
    ]);
  });

  it('keeps the event loop free during a slow read and gives it up after the time budget', async () => {
    db = open(300);
    let longestGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    try {
      const slow = SLOW_COUNT.execute(db);
      await expect(slow).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(slow).rejects.toThrow('The database did not answer within 300 ms');
    } finally {
      clearInterval(ticker);
    }
    // Generous: the loop ran its 10 ms timer throughout, where a blocked loop would stop for seconds.
    expect(longestGap).toBeLessThan(250);
    // A new reader takes the next read.
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
  });

  it('keeps writes out of another caller’s open transaction', async () => {
    db = open(10_000);
    let release!: () => void;
    const holding = new Promise<void>(resolve => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>(resolve => (entered = resolve));
    const failing = db.transaction().execute(async tx => {
      await tx.insertInto('items').values({ id: 1, name: 'rolled back', data: null }).execute();
      entered();
      await holding;
      throw new Error('abort');
    });
    await inside;
    const write = db.insertInto('items').values({ id: 2, name: 'kept', data: null }).execute();
    release();
    await expect(failing).rejects.toThrow('abort');
    await write;
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'kept' }]);
  });
});
