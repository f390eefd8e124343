// The one connection that writes a SQLite file, in a worker thread: ingestion's inserts, updates
// and commits run here, so the thread that answers requests never waits on SQLite's disk work.
// Plain JavaScript, so it starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { createStatementCache } from './createStatementCache.mjs';

const db = new Database(workerData.file);
// NORMAL sync is safe in WAL mode (the file itself is set to WAL by the opening thread).
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -65536');
// Checkpoint every 16 MB of WAL rather than 4 MB: bulk ingestion fsyncs a quarter as often.
db.pragma('wal_autocheckpoint = 4000');
db.pragma('foreign_keys = ON');

const statementFor = createStatementCache(db);

function execute(sql, parameters) {
  const statement = statementFor(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], changes, lastInsertRowid: BigInt(lastInsertRowid) };
}

function insertMany(table, columns, rows) {
  const names = columns.map(c => `"${c}"`).join(', ');
  const placeholders = columns.map(() => '?').join(', ');
  const statement = statementFor(`insert into "${table}" (${names}) values (${placeholders})`);
  for (const row of rows) statement.run(row);
  return { rows: [] };
}

function answer(message) {
  switch (message.op) {
    case 'execute':
      return execute(message.sql, message.parameters);
    case 'insertMany':
      return insertMany(message.table, message.columns, message.rows);
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
