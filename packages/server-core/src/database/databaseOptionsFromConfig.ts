import path from 'node:path';
import type { Config } from '../config';
import { readDurationMs } from '../config/readDurationMs';
import type { DatabaseOptions, SqliteConnection } from './createDatabaseManager';

/**
 * Reads `backend.database` the way Backstage configs write it: `client: better-sqlite3 | pg`,
 * `connection` as a string (file name, ':memory:' or a postgres URL) or an object. Relative
 * SQLite paths resolve against the working directory.
 */
export function databaseOptionsFromConfig(
  config: Config,
  workingDirectory: string,
): DatabaseOptions {
  const client = config.getOptionalString('backend.database.client') ?? 'better-sqlite3';
  const raw = config.getOptional('backend.database.connection');
  const statementTimeoutMs = readDurationMs(config, 'backend.database.statementTimeout');
  const timeout = statementTimeoutMs === undefined ? {} : { statementTimeoutMs };
  if (client === 'pg') {
    if (typeof raw === 'string') return { client: 'pg', connection: raw, ...timeout };
    const connection = config.getConfig('backend.database.connection');
    return {
      client: 'pg',
      connection: {
        host: connection.getOptionalString('host'),
        port: connection.getOptionalNumber('port'),
        user: connection.getOptionalString('user'),
        password: connection.getOptionalString('password'),
        database: connection.getOptionalString('database'),
        connectionString: connection.getOptionalString('connectionString'),
      },
      ...timeout,
    };
  }
  const resolve = (file: string) =>
    file === ':memory:' ? file : path.resolve(workingDirectory, file);
  const sqlite = (connection: SqliteConnection): DatabaseOptions => ({
    client: 'better-sqlite3',
    connection,
    ...timeout,
  });
  if (raw === undefined) return sqlite({ directory: resolve('data') });
  if (typeof raw === 'string') return sqlite(resolve(raw));
  const connection = config.getConfig('backend.database.connection');
  const directory = connection.getOptionalString('directory');
  const filename = connection.getOptionalString('filename');
  if (directory) return sqlite({ directory: resolve(directory) });
  return sqlite(resolve(filename ?? ':memory:'));
}
