import { createHash } from 'node:crypto';
import { ANNOTATION_ORPHAN, type Entity } from '@atrium/model';
import type { CatalogExecutor } from './catalogDb';
import { chunked } from '@atrium/server-core';

export function hashProcessed(json: string): string {
  return createHash('sha1').update(json).digest('hex');
}

/**
 * Marks entities whose source no longer lists them: they stay readable, flagged with the orphan
 * annotation (spec 001 §3), until someone deletes them or a source claims them again.
 */
export async function orphanEntities(
  db: CatalogExecutor,
  keys: readonly string[],
  now: number,
): Promise<string[]> {
  const orphaned: string[] = [];
  for (const chunk of chunked(keys, 500)) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select(['entity_key', 'final'])
      .where('entity_key', 'in', chunk)
      .where('orphan', '=', 0)
      .execute();
    for (const row of rows) {
      const entity = JSON.parse(row.final) as Entity;
      entity.metadata.annotations = { ...entity.metadata.annotations, [ANNOTATION_ORPHAN]: 'true' };
      // Stitching rebuilds relations and status from this; only the processed part matters here.
      const final = JSON.stringify(entity);
      await db
        .updateTable('catalog_entities')
        .set({ final, processed_hash: hashProcessed(final), orphan: 1, updated_at: now })
        .where('entity_key', '=', row.entity_key)
        .execute();
      orphaned.push(row.entity_key);
    }
  }
  return orphaned;
}
