import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import { restoreBuffers, sqliteError } from './fromSqliteWorker';
import { createWriteOps } from './sqliteWriteOps.mjs';

export interface SqliteWriteResult {
  rows: Record<string, unknown>[];
  changes?: number;
  lastInsertRowid?: bigint;
}

type Rows = readonly (readonly unknown[])[];

/** The connection that writes one SQLite database, and runs every statement of a transaction. */
export interface SqliteWriter {
  execute(sql: string, parameters: readonly unknown[]): Promise<SqliteWriteResult>;
  /** `begin`, `commit`, `rollback`. */
  exec(sql: string): Promise<void>;
  /** Inserts the rows, values in the order of `columns`, in whatever transaction is open. */
  insertMany(table: string, columns: readonly string[], rows: Rows): Promise<void>;
  /** Sets `columns` of the rows matching `key`; each row lists the key values, then the new ones. */
  updateMany(
    table: string,
    key: readonly string[],
    columns: readonly string[],
    rows: Rows,
  ): Promise<void>;
  /** Deletes the rows matching `key`; each row lists the key values. */
  deleteMany(table: string, key: readonly string[], rows: Rows): Promise<void>;
  /** Whether a transaction is open, as of the connection's last answer. */
  readonly inTransaction: boolean;
  /** Whether a thread is running now (it starts on the first statement and ends when idle). */
  readonly running: boolean;
  close(): Promise<void>;
}

type WorkerMessage =
  | { op: 'execute'; sql: string; parameters: readonly unknown[] }
  | { op: 'insertMany' | 'updateMany' | 'deleteMany'; args: readonly unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'close' };

type WorkerAnswer = { id: number; inTransaction: boolean } & (
  { result: SqliteWriteResult; error?: undefined } | { error: { message: string; code?: string } }
);

interface Pending {
  resolve(result: SqliteWriteResult): void;
  reject(error: Error): void;
}

interface WriterThread {
  worker: Worker;
  pending: Map<number, Pending>;
  inTransaction: boolean;
  /** Set when this side ends it; any other exit is a failure. */
  retiring: boolean;
  idleTimer?: NodeJS.Timeout;
}

const WORKER_URL = new URL('./sqliteWriteWorker.mjs', import.meta.url);

/**
 * Writes to a SQLite file from a worker thread of its own. Statements are answered in the order
 * they were sent, one at a time, like calls on the connection itself. The thread starts with the
 * first statement and ends after `idleMs` without one (never with a transaction open): a plugin
 * that writes only at start-up holds no thread, and each thread costs about 10 MB. A thread that
 * stops by itself fails every later call, since a transaction may have been lost with it.
 */
export function createSqliteWriter(file: string, options: { idleMs?: number } = {}): SqliteWriter {
  const idleMs = options.idleMs ?? 10_000;
  let thread: WriterThread | undefined;
  let nextId = 0;
  let failure: Error | undefined;

  function start(): WriterThread {
    const entry: WriterThread = {
      worker: new Worker(WORKER_URL, { workerData: { file } }),
      pending: new Map(),
      inTransaction: false,
      retiring: false,
    };
    entry.worker.unref();
    entry.worker.on('message', (answer: WorkerAnswer) => settle(entry, answer));
    entry.worker.on('error', error => fail(entry, error));
    entry.worker.on('exit', () => fail(entry, new Error('The database writer stopped')));
    return entry;
  }

  function settle(entry: WriterThread, answer: WorkerAnswer) {
    const waiting = entry.pending.get(answer.id);
    if (!waiting) return;
    entry.pending.delete(answer.id);
    entry.inTransaction = answer.inTransaction;
    if (entry.pending.size === 0) {
      entry.worker.unref();
      if (entry === thread && !entry.inTransaction) {
        entry.idleTimer = setTimeout(() => retire(entry), idleMs).unref();
      }
    }
    if (answer.error) waiting.reject(sqliteError(answer.error));
    else waiting.resolve({ ...answer.result, rows: answer.result.rows.map(restoreBuffers) });
  }

  function fail(entry: WriterThread, error: Error) {
    if (!entry.retiring) failure ??= error;
    if (thread === entry) thread = undefined;
    clearTimeout(entry.idleTimer);
    for (const waiting of entry.pending.values()) waiting.reject(error);
    entry.pending.clear();
  }

  function post(entry: WriterThread, message: WorkerMessage): Promise<SqliteWriteResult> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (entry.pending.size === 0) entry.worker.ref();
      entry.pending.set(id, { resolve, reject });
      entry.worker.postMessage({ id, ...message });
    });
  }

  /** Closes the connection (so its last writes are checkpointed), then ends the thread. */
  async function stop(entry: WriterThread) {
    entry.retiring = true;
    if (thread === entry) thread = undefined;
    clearTimeout(entry.idleTimer);
    await post(entry, { op: 'close' }).catch(() => undefined);
    await entry.worker.terminate();
  }

  function retire(entry: WriterThread) {
    if (entry !== thread || entry.pending.size > 0 || entry.inTransaction) return;
    void stop(entry);
  }

  function send(message: WorkerMessage): Promise<SqliteWriteResult> {
    if (failure) return Promise.reject(failure);
    thread ??= start();
    clearTimeout(thread.idleTimer);
    return post(thread, message);
  }

  return {
    execute: (sql, parameters) => send({ op: 'execute', sql, parameters }),
    exec: async sql => {
      await send({ op: 'exec', sql });
    },
    insertMany: async (...args) => {
      await send({ op: 'insertMany', args });
    },
    updateMany: async (...args) => {
      await send({ op: 'updateMany', args });
    },
    deleteMany: async (...args) => {
      await send({ op: 'deleteMany', args });
    },
    get inTransaction() {
      return thread?.inTransaction ?? false;
    },
    get running() {
      return thread !== undefined;
    },
    async close() {
      failure ??= new Error('The database is closed');
      if (thread) await stop(thread);
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
    insertMany: async (...args) => ops.insertMany(...args),
    updateMany: async (...args) => ops.updateMany(...args),
    deleteMany: async (...args) => ops.deleteMany(...args),
    get inTransaction() {
      return database.inTransaction;
    },
    running: true,
    async close() {
      database.close();
    },
  };
}
