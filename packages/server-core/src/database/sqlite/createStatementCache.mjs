// Prepared statements of one connection, by text: a worker prepares each statement once, and
// forgets them all past a bound (texts vary with the number of values in an `in (...)` list).
const MAX_STATEMENTS = 500;

export function createStatementCache(db) {
  const statements = new Map();
  return sql => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_STATEMENTS) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}
