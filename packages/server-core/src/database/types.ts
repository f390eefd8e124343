import type { Kysely, Migration } from 'kysely';

export type DatabaseEngine = 'sqlite' | 'pg';

/** One plugin's view of the database: its own file (SQLite) or schema (PostgreSQL). */
export interface PluginDatabase<Tables = AnyTables> {
  readonly engine: DatabaseEngine;
  readonly db: Kysely<Tables>;
  /** Runs the plugin's migrations in name order, once per database. */
  migrate(migrations: Record<string, Migration>): Promise<void>;
  /**
   * Bulk writes, as fast as the engine allows, in the transaction `executor` belongs to: bulk
   * ingestion writes millions of small rows, and per-statement overhead dominates. Rows are
   * arrays: values in `columns` order; for updates and deletes, the `key` values first. On SQLite
   * each call is one message to the writing thread and is sent at once, so a caller may compute
   * its next batch while this one is written, and await it later.
   */
  insertMany(
    executor: AnyKysely,
    table: string,
    columns: readonly string[],
    rows: Rows,
  ): Promise<void>;
  /** Sets `columns` of the rows whose `key` columns match; each row: key values, then new values. */
  updateMany(
    executor: AnyKysely,
    table: string,
    key: readonly string[],
    columns: readonly string[],
    rows: Rows,
  ): Promise<void>;
  /** Deletes the rows whose `key` columns match; each row lists the key values. */
  deleteMany(executor: AnyKysely, table: string, key: readonly string[], rows: Rows): Promise<void>;
}

type Rows = ReadonlyArray<readonly unknown[]>;
// Each plugin declares its own table types; the core cannot know them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTables = any;
type AnyKysely = Kysely<AnyTables>;
