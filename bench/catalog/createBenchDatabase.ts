import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { BenchDatabase } from './parseBenchArgs';

export interface BenchDatabaseHandle {
  /** What goes under backend.database in the server config. */
  config:
    | { client: 'better-sqlite3'; connection: { directory: string } }
    | { client: 'pg'; connection: string };
  /** Where the data lives, for the report. */
  description: string;
  /** Size on disk: the SQLite files (WAL included) or pg_database_size. */
  sizeMb(): Promise<number>;
  /** Drops what was created; safe to call twice. */
  drop(): Promise<void>;
}

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A database of the benchmark's own: a directory in the run's temp dir for SQLite, a fresh
 * `atrium_bench_<random>` database for PostgreSQL, so a run never touches (or is skewed by) data
 * of tests or of another run.
 */
export async function createBenchDatabase(
  kind: BenchDatabase,
  tempDir: string,
): Promise<BenchDatabaseHandle> {
  if (kind === 'sqlite') {
    const directory = path.join(tempDir, 'data');
    return {
      config: { client: 'better-sqlite3', connection: { directory } },
      description: `SQLite files in ${directory}`,
      sizeMb: async () => {
        const files = await readdir(directory);
        const sizes = await Promise.all(files.map(file => stat(path.join(directory, file))));
        return sizes.reduce((sum, { size }) => sum + size, 0) / 1024 ** 2;
      },
      drop: async () => {},
    };
  }
  const adminUrl = process.env.ATRIUM_TEST_PG || DEFAULT_PG_URL;
  const name = `atrium_bench_${randomBytes(5).toString('hex')}`;
  await runAdminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    config: { client: 'pg', connection: url.toString() },
    description: `PostgreSQL database ${name} on ${url.host}`,
    sizeMb: async () => {
      const rows = await runAdminQuery(adminUrl, `SELECT pg_database_size('${name}') AS bytes`);
      return Number(rows[0]?.bytes) / 1024 ** 2;
    },
    drop: async () => {
      if (dropped) return;
      dropped = true;
      // A closed pool's connections end a moment after it says so: ended by FORCE before then,
      // the error would reach a pool that no longer listens and stop the process.
      const waitUntil = Date.now() + 5000;
      const open = `SELECT count(*) AS open FROM pg_stat_activity WHERE datname = '${name}'`;
      while (Date.now() < waitUntil && Number((await runAdminQuery(adminUrl, open))[0]?.open) > 0) {
        await new Promise(resolve => setTimeout(resolve, 50));
      }
      // FORCE ends connections a killed server may have left behind (PostgreSQL 13+).
      await runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runAdminQuery(
  url: string,
  statement: string,
): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return (await client.query(statement)).rows as Array<Record<string, unknown>>;
  } catch (error) {
    const where = new URL(url);
    where.password = where.password ? '***' : '';
    throw new Error(`PostgreSQL at ${where.toString()} failed '${statement}': ${String(error)}`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => {});
  }
}
