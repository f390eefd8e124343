import type { Kysely, Migration } from 'kysely';

export type DatabaseEngine = 'sqlite' | 'pg';

/** One plugin's view of the database: its own file (SQLite) or schema (PostgreSQL). */
export interface PluginDatabase {
  readonly engine: DatabaseEngine;
  // Each plugin declares its own table types; the core cannot know them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly db: Kysely<any>;
  /** Runs the plugin's migrations in name order, once per database. */
  migrate(migrations: Record<string, Migration>): Promise<void>;
  /**
   * Inserts many rows into one table as fast as the engine allows, in the transaction `executor`
   * belongs to: bulk ingestion writes millions of small rows, and per-statement overhead
   * dominates. Rows are arrays in `columns` order.
   */
  insertMany(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    executor: Kysely<any>,
    table: string,
    columns: readonly string[],
    rows: ReadonlyArray<readonly unknown[]>,
  ): Promise<void>;
}
