import type SqliteDatabase from 'better-sqlite3';
import type { SqliteWriteResult } from './createSqliteWriter';

type Rows = readonly (readonly unknown[])[];

export interface WriteOps {
  execute(sql: string, parameters: readonly unknown[]): SqliteWriteResult;
  insertMany(table: string, columns: readonly string[], rows: Rows): void;
  updateMany(table: string, key: readonly string[], columns: readonly string[], rows: Rows): void;
  deleteMany(table: string, key: readonly string[], rows: Rows): void;
}

export function createWriteOps(db: SqliteDatabase.Database): WriteOps;
