import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type Migration } from 'kysely';
import { createSqliteDialect, type SqliteRoutes } from './sqlite/createSqliteDialect';
import { createSqliteReader } from './sqlite/createSqliteReader';
import { createInThreadSqliteWriter, createSqliteWriter } from './sqlite/createSqliteWriter';
import pg from 'pg';
import { pgDeleteMany, pgInsertMany, pgUpdateMany } from './pgBulkWrites';
import { createPgNotifications, type DatabaseNotifications } from './pgNotifications';
import { runMigrations } from './runMigrations';
import type { AnyTables, DatabaseEngine, PluginDatabase } from './types';

// COUNT(*) and BIGINT columns arrive as strings by default; our counts and timestamps fit a double.
pg.types.setTypeParser(20, value => Number(value));

export type SqliteConnection = string | { filename?: string; directory?: string };
export type PgConnection = string | pg.PoolConfig;

export type DatabaseOptions =
  | {
      client: 'better-sqlite3';
      connection: SqliteConnection;
      /** How long one read may take before it is given up (answered 503); 0 for no limit. */
      statementTimeoutMs?: number;
    }
  | {
      client: 'pg';
      connection: PgConnection;
      /** Each plugin gets schema `<prefix><pluginId>`; tests pass a random prefix. */
      schemaPrefix?: string;
      /** Tests drop their schemas when done. */
      dropSchemasOnDestroy?: boolean;
      /**
       * How long one statement may run before PostgreSQL cancels it (SQLSTATE 57014, answered
       * 503); 0 for no limit. Migrations run without it; see DEFAULT_STATEMENT_TIMEOUT_MS.
       */
      statementTimeoutMs?: number;
    };

/**
 * A request must never hold a connection (and the rows it reads) for minutes. Every statement the
 * portal issues while serving or ingesting handles a bounded chunk and takes well under a second
 * on a 100,000-entity catalog, so 30 s only ever stops a runaway query; migrations and
 * maintenance (vacuum) lift it for themselves (`withoutStatementTimeout`).
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

export interface DatabaseManager {
  readonly engine: DatabaseEngine;
  /** The plugin's database, seen with the table types the plugin declares (the one cast to them). */
  forPlugin<Tables = AnyTables>(pluginId: string): Promise<PluginDatabase<Tables>>;
  /** Closes every connection; with dropSchemasOnDestroy, removes the schemas first. */
  destroy(): Promise<void>;
  /**
   * On PostgreSQL, messages between the processes sharing this database and schema prefix (the
   * caller closes them); absent on SQLite, whose one process needs none.
   */
  createNotifications?(
    onError: (error: Error) => void,
  ): DatabaseNotifications & { close(): Promise<void> };
}

export function createDatabaseManager(options: DatabaseOptions): DatabaseManager {
  return options.client === 'pg'
    ? createPgManager(options)
    : createSqliteManager(options.connection, statementTimeoutOf(options));
}

/** The configured budget of one statement, in whole milliseconds; 0 for no limit. */
function statementTimeoutOf(options: DatabaseOptions): number {
  return Math.max(0, Math.floor(options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS));
}

function migrationsFor(pluginId: string, db: Kysely<unknown>, engine: DatabaseEngine) {
  return (migrations: Record<string, Migration>) =>
    runMigrations(db, engine, `${pluginId}_migrations`, migrations);
}

function sqliteFileFor(connection: SqliteConnection, pluginId: string): string {
  if (typeof connection === 'string') return connection;
  if (connection.directory) {
    fs.mkdirSync(connection.directory, { recursive: true });
    return path.join(connection.directory, `${pluginId}.sqlite`);
  }
  return connection.filename ?? ':memory:';
}

function createSqliteManager(
  connection: SqliteConnection,
  statementTimeoutMs: number,
): DatabaseManager {
  const open: Array<Kysely<unknown>> = [];
  return {
    engine: 'sqlite',
    async forPlugin<Tables>(pluginId: string) {
      const file = sqliteFileFor(connection, pluginId);
      if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      const routes = file === ':memory:' ? inMemoryRoutes() : fileRoutes(file, statementTimeoutMs);
      const db = new Kysely<unknown>({ dialect: createSqliteDialect(routes) });
      open.push(db);
      return {
        engine: 'sqlite',
        db: db as Kysely<Tables>,
        migrate: migrationsFor(pluginId, db, 'sqlite'),
        // The writer runs each batch as one call, in whatever transaction is open.
        insertMany: (_executor, ...args) => routes.writer.insertMany(...args),
        updateMany: (_executor, ...args) => routes.writer.updateMany(...args),
        deleteMany: (_executor, ...args) => routes.writer.deleteMany(...args),
      };
    },
    async destroy() {
      await Promise.all(open.splice(0).map(db => db.destroy()));
    },
  };
}

/**
 * A database file is written from a thread of its own and read from others, so no statement
 * runs on the thread that answers requests; this thread keeps a connection that only judges
 * which statements read.
 */
function fileRoutes(file: string, statementTimeoutMs: number): SqliteRoutes {
  const judge = new SqliteDatabase(file);
  // WAL lets readers proceed while the catalog writes; the mode is kept in the file itself.
  judge.pragma('journal_mode = WAL');
  judge.pragma('query_only = ON');
  return {
    judge,
    writer: createSqliteWriter(file),
    reader: createSqliteReader({ file, timeoutMs: statementTimeoutMs }),
  };
}

/** An in-memory database has no file another thread could open: everything runs here. */
function inMemoryRoutes(): SqliteRoutes {
  const database = new SqliteDatabase(':memory:');
  database.pragma('foreign_keys = ON');
  return { writer: createInThreadSqliteWriter(database) };
}

function createPgManager(options: Extract<DatabaseOptions, { client: 'pg' }>): DatabaseManager {
  const base: pg.PoolConfig =
    typeof options.connection === 'string'
      ? { connectionString: options.connection }
      : { ...options.connection };
  const open: Array<Kysely<unknown>> = [];
  const schemas: string[] = [];
  const timeoutMs = statementTimeoutOf(options);

  async function ensureSchema(schema: string) {
    const client = new pg.Client(base);
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await client.end();
    }
  }

  return {
    engine: 'pg',
    async forPlugin<Tables>(pluginId: string) {
      const schema = `${options.schemaPrefix ?? ''}${pluginId}`.replace(/[^a-zA-Z0-9_]/g, '_');
      await ensureSchema(schema);
      schemas.push(schema);
      const pool = new pg.Pool({
        ...base,
        max: 10,
        options: `-c search_path="${schema}" -c statement_timeout=${timeoutMs}`,
      });
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
      open.push(db);
      return {
        engine: 'pg',
        db: db as Kysely<Tables>,
        migrate: migrationsFor(pluginId, db, 'pg'),
        insertMany: pgInsertMany,
        updateMany: pgUpdateMany,
        deleteMany: pgDeleteMany,
      };
    },
    createNotifications: onError =>
      createPgNotifications(base, options.schemaPrefix ?? '', onError),
    async destroy() {
      await Promise.all(open.splice(0).map(db => db.destroy()));
      if (options.dropSchemasOnDestroy && schemas.length > 0) {
        const client = new pg.Client(base);
        await client.connect();
        try {
          for (const schema of schemas)
            await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await client.end();
        }
      }
    },
  };
}
