// The one connection that writes a SQLite file, in a worker thread: ingestion's inserts, updates
// and commits run here, so the thread that answers requests never waits on SQLite's disk work.
// Plain JavaScript, so it starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { createWriteOps } from './sqliteWriteOps.mjs';

const db = new Database(workerData.file);
// NORMAL sync is safe in WAL mode (the file itself is set to WAL by the opening thread).
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -65536');
// Checkpoint every 16 MB of WAL rather than 4 MB: bulk ingestion fsyncs a quarter as often.
db.pragma('wal_autocheckpoint = 4000');
db.pragma('foreign_keys = ON');

const ops = createWriteOps(db);

function answer(message) {
  switch (message.op) {
    case 'execute':
      return ops.execute(message.sql, message.parameters);
    case 'insertMany':
    case 'updateMany':
    case 'deleteMany':
      ops[message.op](...message.args);
      return { rows: [] };
    case 'exec':
      db.exec(message.sql);
      return { rows: [] };
    case 'close':
      db.close();
      return { rows: [] };
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', message => {
  try {
    const result = answer(message);
    parentPort.postMessage({ id: message.id, result, inTransaction: db.open && db.inTransaction });
  } catch (error) {
    parentPort.postMessage({
      id: message.id,
      error: { message: error.message, code: error.code },
      inTransaction: db.open && db.inTransaction,
    });
  }
});
