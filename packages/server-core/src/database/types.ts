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
}
