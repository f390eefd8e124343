import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '@atrium/model';
import { createSqliteDialect } from './createSqliteDialect';
import { createSqliteReader } from './createSqliteReader';
import { createSqliteWriter, type SqliteWriter } from './createSqliteWriter';

interface Tables {
  items: { id: number; name: string; data: Buffer | null };
}

/** A statement that runs for a long while, at full speed, in SQLite's own code. */
const SLOW_COUNT = sql<{
  n: number;
}>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 50000000) select count(*) as n from c`;

/** A 10 ms timer, and the longest it waited between two runs: how long the event loop was held. */
function watchEventLoop() {
  let longestGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 10);
  return { stop: () => clearInterval(ticker), longestGapMs: () => longestGap };
}

describe('SQLite with reads and writes on worker threads', () => {
  let dir: string;
  let db: Kysely<Tables>;

  let writer: SqliteWriter;
  const open = (timeoutMs: number, writerIdleMs?: number) => {
    const file = path.join(dir, 'test.sqlite');
    const database = new SqliteDatabase(file);
    database.pragma('journal_mode = WAL');
    database.exec('create table items (id integer primary key, name text not null, data blob)');
    const reader = createSqliteReader({ file, timeoutMs, idleMs: 1_000 });
    writer = createSqliteWriter(file, { idleMs: writerIdleMs });
    return new Kysely<Tables>({
      dialect: createSqliteDialect({ judge: database, reader, writer }),
    });
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
    const loop = watchEventLoop();
    try {
      const slow = SLOW_COUNT.execute(db);
      await expect(slow).rejects.toBeInstanceOf(ServiceUnavailableError);
      await expect(slow).rejects.toThrow('The database did not answer within 300 ms');
    } finally {
      loop.stop();
    }
    // Generous: the loop ran its 10 ms timer throughout, where a blocked loop would stop for seconds.
    expect(loop.longestGapMs()).toBeLessThan(250);
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

  it('keeps the event loop free while a transaction writes for a long while, and commits it', async () => {
    db = open(10_000);
    const loop = watchEventLoop();
    const started = performance.now();
    try {
      await db.transaction().execute(async tx => {
        // Hundreds of milliseconds or more of SQLite's own work, in one statement.
        await sql`insert into items (id, name)
          with recursive c(x) as (select 1 union all select x + 1 from c where x < 1500000)
          select x, 'item ' || x from c`.execute(tx);
        await tx.deleteFrom('items').where('id', '>', 1000).execute();
      });
    } finally {
      loop.stop();
    }
    const tookMs = performance.now() - started;
    expect(tookMs).toBeGreaterThan(200);
    // Run on this thread, the statements would have stopped the 10 ms timer for all that time.
    expect(loop.longestGapMs()).toBeLessThan(Math.max(150, tookMs / 3));
    const { rows } = await sql<{ n: number }>`select count(*) as n from items`.execute(db);
    expect(rows[0]?.n).toBe(1000);
  });

  it('rolls back on the writer thread when a statement of the transaction fails', async () => {
    db = open(10_000);
    await db.insertInto('items').values({ id: 1, name: 'one', data: null }).execute();
    const failing = db.transaction().execute(async tx => {
      await tx.insertInto('items').values({ id: 2, name: 'two', data: null }).execute();
      await tx.insertInto('items').values({ id: 1, name: 'again', data: null }).execute();
    });
    await expect(failing).rejects.toMatchObject({
      name: 'SqliteError',
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
    });
    expect(await db.selectFrom('items').select('name').execute()).toEqual([{ name: 'one' }]);
    // The connection is usable again, outside any transaction.
    await db.insertInto('items').values({ id: 3, name: 'three', data: null }).execute();
    expect(await db.selectFrom('items').select('id').orderBy('id').execute()).toHaveLength(2);
  });

  it('starts the writer thread with the first write, ends it when idle, never inside a transaction', async () => {
    db = open(10_000, 100);
    const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));
    expect(writer.running).toBe(false);
    await db.insertInto('items').values({ id: 1, name: 'one', data: null }).execute();
    expect(writer.running).toBe(true);
    await sleep(300);
    expect(writer.running).toBe(false);

    await db.transaction().execute(async tx => {
      await tx.insertInto('items').values({ id: 2, name: 'two', data: null }).execute();
      await sleep(300);
      expect(writer.running).toBe(true);
      await tx.insertInto('items').values({ id: 3, name: 'three', data: null }).execute();
    });
    await sleep(300);
    expect(writer.running).toBe(false);
    // A new thread takes over, on the same file.
    await writer.updateMany('items', ['id'], ['name'], [[1, 'first']]);
    expect(await db.selectFrom('items').select('name').orderBy('id').execute()).toEqual([
      { name: 'first' },
      { name: 'two' },
      { name: 'three' },
    ]);
  });
});
