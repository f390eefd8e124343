import { sql, type Kysely } from 'kysely';
import type { DatabaseEngine } from './types';

/**
 * Runs `work` on one connection with PostgreSQL's statement timeout lifted, for maintenance that
 * legitimately runs long (vacuum, index builds) and cannot run in a transaction. The connection
 * gets its configured limit back afterwards (RESET returns to the value it was opened with).
 * SQLite has no statement timeout: `work` simply runs.
 */
export async function withoutStatementTimeout<T>(
  // Plugins declare their own table types; this works with any of them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  engine: DatabaseEngine,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  work: (connection: Kysely<any>) => Promise<T>,
): Promise<T> {
  if (engine !== 'pg') return work(db);
  return db.connection().execute(async connection => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}
