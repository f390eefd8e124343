import type SqliteDatabase from 'better-sqlite3';
import type { SqliteWriteResult } from './createSqliteWriter';

export interface WriteOps {
  execute(sql: string, parameters: readonly unknown[]): SqliteWriteResult;
  insertMany(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
  ): void;
}

export function createWriteOps(db: SqliteDatabase.Database): WriteOps;
