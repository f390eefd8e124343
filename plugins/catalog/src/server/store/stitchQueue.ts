import type { CatalogExecutor } from './catalogDb';
import { chunked } from '@atrium/server-core';

/** Remembers entities to stitch later (see catalog_stitch_queue in the migration). */
export async function enqueueStitch(db: CatalogExecutor, keys: Iterable<string>): Promise<void> {
  for (const chunk of chunked([...new Set(keys)], 500)) {
    await db
      .insertInto('catalog_stitch_queue')
      .values(chunk.map(entity_key => ({ entity_key })))
      .onConflict(oc => oc.column('entity_key').doNothing())
      .execute();
  }
}

/** Takes up to `limit` queued keys off the queue (within the caller's transaction). */
export async function takeQueuedStitches(db: CatalogExecutor, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_stitch_queue')
    .select('entity_key')
    .orderBy('entity_key')
    .limit(limit)
    .execute();
  const keys = rows.map(r => r.entity_key);
  if (keys.length > 0)
    await db.deleteFrom('catalog_stitch_queue').where('entity_key', 'in', keys).execute();
  return keys;
}
