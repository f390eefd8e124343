// What the writing connection does with a statement, shared by the writer thread and by an
// in-memory database's writer on the main thread. Plain JavaScript, so a worker can load it.
import { createStatementCache } from './createStatementCache.mjs';

export function createWriteOps(db) {
  const statementFor = createStatementCache(db);
  return {
    execute(sql, parameters) {
      const statement = statementFor(sql);
      if (statement.reader) return { rows: statement.all(parameters) };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { rows: [], changes, lastInsertRowid: BigInt(lastInsertRowid) };
    },
    insertMany(table, columns, rows) {
      const names = columns.map(c => `"${c}"`).join(', ');
      const placeholders = columns.map(() => '?').join(', ');
      const statement = statementFor(`insert into "${table}" (${names}) values (${placeholders})`);
      for (const row of rows) statement.run(row);
    },
  };
}
