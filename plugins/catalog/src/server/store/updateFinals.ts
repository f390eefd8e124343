import { sql } from 'kysely';
import { chunked, type DatabaseEngine } from '@atrium/server-core';
import type { CatalogExecutor } from './catalogDb';

export interface FinalUpdate {
  seq: number;
  json: string;
  hash: string;
}

/**
 * Writes rebuilt bodies. SQLite runs statements in-process, so one small update per row is
 * cheapest; PostgreSQL pays a round trip per statement, so rows go in batches joined to VALUES.
 */
export async function updateFinals(
  db: CatalogExecutor,
  engine: DatabaseEngine,
  updates: readonly FinalUpdate[],
  now: number,
): Promise<void> {
  if (engine === 'sqlite') {
    for (const update of updates) {
      await db
        .updateTable('catalog_entities')
        .set({ final: update.json, final_hash: update.hash, etag: update.hash, updated_at: now })
        .where('seq', '=', update.seq)
        .execute();
    }
    return;
  }
  for (const chunk of chunked(updates, 500)) {
    const values = sql.join(chunk.map(u => sql`(${u.seq}::bigint, ${u.json}, ${u.hash})`));
    await sql`
      update catalog_entities as e
      set final = v.final, final_hash = v.hash, etag = v.hash, updated_at = ${now}
      from (values ${values}) as v(seq, final, hash)
      where e.seq = v.seq`.execute(db);
  }
}
