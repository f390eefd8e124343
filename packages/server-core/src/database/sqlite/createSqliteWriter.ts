import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import { restoreBuffers, sqliteError } from './fromSqliteWorker';
import { createWriteOps } from './sqliteWriteOps.mjs';

export interface SqliteWriteResult {
  rows: Record<string, unknown>[];
  changes?: number;
  lastInsertRowid?: bigint;
}

/** The connection that writes one SQLite database, and runs every statement of a transaction. */
export interface SqliteWriter {
  execute(sql: string, parameters: readonly unknown[]): Promise<SqliteWriteResult>;
  /** `begin`, `commit`, `rollback`. */
  exec(sql: string): Promise<void>;
  /** Inserts the rows, values in the order of `columns`, in whatever transaction is open. */
  insertMany(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
  ): Promise<void>;
  /** Whether a transaction is open, as of the connection's last answer. */
  readonly inTransaction: boolean;
  close(): Promise<void>;
}

type WorkerMessage =
  | { op: 'execute'; sql: string; parameters: readonly unknown[] }
  | {
      op: 'insertMany';
      table: string;
      columns: readonly string[];
      rows: readonly (readonly unknown[])[];
    }
  | { op: 'exec'; sql: string }
  | { op: 'close' };

type WorkerAnswer = { id: number; inTransaction: boolean } & (
  { result: SqliteWriteResult; error?: undefined } | { error: { message: string; code?: string } }
);

interface Pending {
  resolve(result: SqliteWriteResult): void;
  reject(error: Error): void;
}

const WORKER_URL = new URL('./sqliteWriteWorker.mjs', import.meta.url);

/**
 * Writes to a SQLite file from a worker thread of its own. Statements are answered in the order
 * they were sent, one at a time, like calls on the connection itself; the thread is held by the
 * process only while something waits for it.
 */
export function createSqliteWriter(file: string): SqliteWriter {
  const worker = new Worker(WORKER_URL, { workerData: { file } });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let inTransaction = false;
  let failure: Error | undefined;
  worker.unref();

  const fail = (error: Error) => {
    failure ??= error;
    inTransaction = false;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (answer: WorkerAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    inTransaction = answer.inTransaction;
    if (answer.error) waiting.reject(sqliteError(answer.error));
    else waiting.resolve({ ...answer.result, rows: answer.result.rows.map(restoreBuffers) });
  });
  worker.on('error', error => fail(error));
  worker.on('exit', () => fail(new Error('The database writer stopped')));

  function send(message: WorkerMessage): Promise<SqliteWriteResult> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  }

  return {
    execute: (sql, parameters) => send({ op: 'execute', sql, parameters }),
    exec: async sql => {
      await send({ op: 'exec', sql });
    },
    insertMany: async (table, columns, rows) => {
      await send({ op: 'insertMany', table, columns, rows });
    },
    get inTransaction() {
      return inTransaction;
    },
    async close() {
      if (!failure) await send({ op: 'close' }).catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** The same calls on a connection of this thread: for an in-memory database, which no thread can share. */
export function createInThreadSqliteWriter(database: SqliteDatabase.Database): SqliteWriter {
  const ops = createWriteOps(database);
  return {
    execute: async (sql, parameters) => ops.execute(sql, parameters),
    async exec(sql) {
      database.exec(sql);
    },
    insertMany: async (table, columns, rows) => ops.insertMany(table, columns, rows),
    get inTransaction() {
      return database.inTransaction;
    },
    async close() {
      database.close();
    },
  };
}
