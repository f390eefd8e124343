import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseEngine } from './types';

/**
 * Applies a plugin's migrations in name order, each once, in one transaction. Replicas starting
 * together on PostgreSQL wait for each other on an advisory lock. Kept small on purpose: it looks
 * only at its own table, never at the rest of the database.
 */
export async function runMigrations(
  // Plugins declare their own table types; migrations run against any of them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  engine: DatabaseEngine,
  table: string,
  migrations: Record<string, Migration>,
): Promise<void> {
  try {
    await db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn('name', 'varchar(255)', col => col.primaryKey())
      .addColumn('executed_at', 'bigint', col => col.notNull())
      .execute();
  } catch (error) {
    // Another replica created it at the same moment; the lock below orders the rest.
    if (!(await tableExists(db, table))) throw error;
  }
  await db.transaction().execute(async tx => {
    if (engine === 'pg') {
      // A migration may rewrite a large table, and replicas wait here for each other: neither is
      // a runaway query, so the statement timeout does not apply inside this transaction.
      await sql`set local statement_timeout = 0`.execute(tx);
      await sql`select pg_advisory_xact_lock(hashtext(${table}))`.execute(tx);
    }
    const done = new Set(
      (await tx.selectFrom(table).select('name').execute()).map(row => String(row.name)),
    );
    for (const name of Object.keys(migrations).sort()) {
      if (done.has(name)) continue;
      await migrations[name]!.up(tx);
      await tx.insertInto(table).values({ name, executed_at: Date.now() }).execute();
    }
  });
}

async function tableExists(db: Kysely<unknown>, table: string): Promise<boolean> {
  try {
    await sql`select 1 from ${sql.table(table)} where 1 = 0`.execute(db);
    return true;
  } catch {
    return false;
  }
}
