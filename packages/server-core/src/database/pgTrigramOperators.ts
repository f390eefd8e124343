import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The operator class of a pg_trgm GIN index (`LIKE '%term%'` answered by the index), installing
 * the extension when the database has none. An extension lives in one schema of the database:
 * whichever plugin's migration ran first created it in its own, so it is looked up, not assumed.
 */
export async function pgTrigramOperators(db: Kysely<unknown>): Promise<RawBuilder<unknown>> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
}
