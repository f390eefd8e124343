import { sql, type RawBuilder } from 'kysely';
import { chunked } from './chunked';
import type { PluginDatabase } from './types';

// A round trip per statement dominates on PostgreSQL: rows go in batches, under its limit of
// 65,535 parameters for inserts, and as one JSON parameter for updates and deletes.
const PARAMETERS_PER_INSERT = 30_000;
const ROWS_PER_STATEMENT = 1_000;

export const pgInsertMany: PluginDatabase['insertMany'] = async (
  executor,
  table,
  columns,
  rows,
) => {
  const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns.length));
  for (const chunk of chunked(rows, perStatement)) {
    await executor.insertInto(table).values(recordsOf(columns, chunk)).execute();
  }
};

export const pgUpdateMany: PluginDatabase['updateMany'] = async (
  executor,
  table,
  key,
  columns,
  rows,
) => {
  const assignments = sql.join(columns.map(c => sql`${sql.ref(c)} = ${sql.ref(`v.${c}`)}`));
  for (const chunk of chunked(rows, ROWS_PER_STATEMENT)) {
    await sql`update ${sql.table(table)} as t set ${assignments}
      from ${typedRows(table, [...key, ...columns], chunk)}
      where ${keyMatches(key)}`.execute(executor);
  }
};

export const pgDeleteMany: PluginDatabase['deleteMany'] = async (executor, table, key, rows) => {
  for (const chunk of chunked(rows, ROWS_PER_STATEMENT)) {
    await sql`delete from ${sql.table(table)} as t
      using ${typedRows(table, key, chunk)}
      where ${keyMatches(key)}`.execute(executor);
  }
};

/**
 * The rows as a relation `v` whose columns have the table's own types: json_populate_recordset
 * reads each object as a row of the table, so no cast needs to be spelled out per column.
 */
function typedRows(
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
): RawBuilder<unknown> {
  const records = JSON.stringify(recordsOf(columns, rows));
  return sql`json_populate_recordset(null::${sql.table(table)}, ${records}) as v`;
}

/** Rows as objects keyed by column. */
function recordsOf(columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>) {
  return rows.map(row => Object.fromEntries(columns.map((c, j) => [c, row[j]])));
}

function keyMatches(key: readonly string[]): RawBuilder<unknown> {
  return sql.join(
    key.map(k => sql`${sql.ref(`t.${k}`)} = ${sql.ref(`v.${k}`)}`),
    sql` and `,
  );
}
