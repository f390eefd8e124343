// A read-only connection to one SQLite file, in a worker thread: the server's reads run here, so a
// slow query holds this thread and never the event loop that answers requests. Plain JavaScript,
// so it starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { createStatementCache } from './createStatementCache.mjs';

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -16384');
// Whatever reaches this connection may only read, even if a statement was misjudged.
db.pragma('query_only = ON');

const statementFor = createStatementCache(db);

parentPort.postMessage({ ready: true });

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: statementFor(sql).all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
