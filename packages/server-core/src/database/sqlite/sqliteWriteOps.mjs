// What the writing connection does with a statement, shared by the writer thread and by an
// in-memory database's writer on the main thread. Plain JavaScript, so a worker can load it.
import { createStatementCache } from './createStatementCache.mjs';

const quote = name => `"${name}"`;
const matching = columns => columns.map(c => `${quote(c)} = ?`);

export function createWriteOps(db) {
  const statementFor = createStatementCache(db);
  const runEach = (text, rows) => {
    const statement = statementFor(text);
    for (const row of rows) statement.run(row);
  };
  return {
    execute(sql, parameters) {
      const statement = statementFor(sql);
      if (statement.reader) return { rows: statement.all(parameters) };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { rows: [], changes, lastInsertRowid: BigInt(lastInsertRowid) };
    },
    insertMany(table, columns, rows) {
      const placeholders = columns.map(() => '?').join(', ');
      runEach(
        `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values (${placeholders})`,
        rows,
      );
    },
    updateMany(table, key, columns, rows) {
      const text = `update ${quote(table)} set ${matching(columns).join(', ')} where ${matching(key).join(' and ')}`;
      // Rows list the key first; the statement binds the new values first.
      runEach(
        text,
        rows.map(row => [...row.slice(key.length), ...row.slice(0, key.length)]),
      );
    },
    deleteMany(table, key, rows) {
      runEach(`delete from ${quote(table)} where ${matching(key).join(' and ')}`, rows);
    },
  };
}
