import { Worker } from 'node:worker_threads';
import { ServiceUnavailableError } from '@atrium/model';
import { restoreBuffers, sqliteError } from './fromSqliteWorker';

/** Reads of one SQLite file, answered by worker threads with connections of their own. */
export interface SqliteReader {
  /** The rows of a read-only statement; rejects after the time budget with a 503 error. */
  read(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export interface SqliteReaderOptions {
  file: string;
  /** How long one read may take before its worker is stopped; 0 for no limit. */
  timeoutMs: number;
  /** Workers at most; each holds one read at a time, more wait for the least busy. */
  workers?: number;
  /** A worker without work for this long ends, so idle plugins hold no thread. */
  idleMs?: number;
}

interface Pending {
  resolve(rows: Record<string, unknown>[]): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface ReadWorker {
  worker: Worker;
  /** Set once its connection is open: the time budget counts from then, not from the start. */
  ready: boolean;
  pending: Map<number, Pending>;
  idleTimer?: NodeJS.Timeout;
}

const WORKER_URL = new URL('./sqliteReadWorker.mjs', import.meta.url);

export function createSqliteReader(options: SqliteReaderOptions): SqliteReader {
  const size = options.workers ?? 2;
  const idleMs = options.idleMs ?? 60_000;
  const workers: ReadWorker[] = [];
  let nextId = 0;
  let closed = false;

  function start(): ReadWorker {
    const entry: ReadWorker = {
      worker: new Worker(WORKER_URL, { workerData: { file: options.file } }),
      ready: false,
      pending: new Map(),
    };
    entry.worker.on('message', (answer: WorkerAnswer) => settle(entry, answer));
    entry.worker.on('error', error => fail(entry, error));
    entry.worker.on('exit', () => fail(entry, new Error('The database reader stopped')));
    // An idle reader must not keep the process alive.
    entry.worker.unref();
    workers.push(entry);
    return entry;
  }

  function settle(entry: ReadWorker, answer: WorkerAnswer) {
    if ('ready' in answer) {
      entry.ready = true;
      for (const pending of entry.pending.values()) startBudget(entry, pending);
      return;
    }
    const pending = entry.pending.get(answer.id);
    if (!pending) return;
    entry.pending.delete(answer.id);
    clearTimeout(pending.timer);
    if (answer.error) pending.reject(sqliteError(answer.error));
    else pending.resolve(answer.rows.map(restoreBuffers));
    if (entry.pending.size === 0) {
      entry.idleTimer = setTimeout(() => retire(entry), idleMs).unref();
    }
  }

  /** Takes a worker out of service, failing what it still held. */
  function fail(entry: ReadWorker, error: Error) {
    const index = workers.indexOf(entry);
    if (index >= 0) workers.splice(index, 1);
    clearTimeout(entry.idleTimer);
    for (const pending of entry.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    entry.pending.clear();
  }

  function retire(entry: ReadWorker) {
    if (entry.pending.size > 0) return;
    fail(entry, new Error('The database reader was idle'));
    void entry.worker.terminate();
  }

  function startBudget(entry: ReadWorker, pending: Pending) {
    if (options.timeoutMs <= 0) return;
    // Only stopping the thread stops a statement running in it; the reads queued behind it go
    // with it rather than wait for ever. (A statement in SQLite's own code runs on until it
    // returns, in a thread no longer used.)
    pending.timer = setTimeout(() => {
      fail(entry, timeoutError(options.timeoutMs));
      void entry.worker.terminate();
    }, options.timeoutMs);
  }

  function pick(): ReadWorker {
    const idle = workers.find(entry => entry.pending.size === 0);
    if (idle || workers.length >= size) {
      return idle ?? workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    }
    return start();
  }

  return {
    read(sql, parameters) {
      if (closed) return Promise.reject(new Error('The database is closed'));
      const entry = pick();
      clearTimeout(entry.idleTimer);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const pending: Pending = { resolve, reject };
        if (entry.ready) startBudget(entry, pending);
        entry.pending.set(id, pending);
        entry.worker.postMessage({ id, sql, parameters });
      });
    },
    async close() {
      closed = true;
      await Promise.all(
        workers.splice(0).map(entry => {
          fail(entry, new Error('The database is closed'));
          return entry.worker.terminate();
        }),
      );
    },
  };
}

type WorkerAnswer =
  | { ready: true }
  | { id: number; rows: Record<string, unknown>[]; error?: undefined }
  | { id: number; error: { message: string; code?: string } };

function timeoutError(timeoutMs: number): Error {
  return new ServiceUnavailableError(
    `The database did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}; try a narrower request`,
  );
}
