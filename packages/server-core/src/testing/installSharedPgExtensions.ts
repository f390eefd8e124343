import pg from 'pg';

/**
 * Vitest global setup: installs pg_trgm in `public` of the test PostgreSQL before any suite runs.
 * Each suite's databases are schemas dropped with CASCADE at its end; an extension a migration
 * created inside one (the first to run creates it in its own schema) would go with it, and with
 * it the trigram indexes of every other suite running at the time.
 */
export async function setup(): Promise<void> {
  // As testPostgresUrl reads it; this file imports nothing of the tree, so a copy of the
  // repository's layout (the plugin generator's test) can run it on its own.
  const url = process.env.ATRIUM_TEST_PG || undefined;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm with schema public');
  } finally {
    await client.end();
  }
}
