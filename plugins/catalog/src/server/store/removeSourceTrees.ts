import { chunked } from '@atrium/server-core';
import type { CatalogExecutor } from './catalogDb';
import { deleteEntitiesOfSources, type DeletedEntities } from './deleteSourceEntities';
import { orphanEntities } from './orphanEntities';

/**
 * Removes these sources and every source declared below them; their entities stay, orphaned, or
 * are deleted when a provider declared the sources (what it no longer lists is gone). Answers the
 * keys of the entities to stitch (`affected`): those orphaned, or the neighbours of those deleted.
 */
export async function removeSourceTrees(
  db: CatalogExecutor,
  roots: readonly string[],
  now: number,
  entities: 'orphan' | 'delete' = 'orphan',
): Promise<DeletedEntities> {
  if (roots.length === 0) return { affected: [], deleted: [] };
  const subtree = await collectSubtree(db, roots);
  if (entities === 'delete') {
    const removed = await deleteEntitiesOfSources(db, subtree);
    for (const chunk of chunked(subtree, 500)) {
      await db.deleteFrom('catalog_sources').where('source_key', 'in', chunk).execute();
    }
    return removed;
  }
  const orphanKeys: string[] = [];
  for (const chunk of chunked(subtree, 500)) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select('entity_key')
      .where('source_key', 'in', chunk)
      .execute();
    for (const row of rows) orphanKeys.push(row.entity_key);
    await db.deleteFrom('catalog_sources').where('source_key', 'in', chunk).execute();
  }
  return { affected: await orphanEntities(db, orphanKeys, now), deleted: [] };
}

/** The given sources and every source declared below them. */
async function collectSubtree(db: CatalogExecutor, roots: readonly string[]): Promise<string[]> {
  const all = new Set(roots);
  let frontier = [...roots];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const chunk of chunked(frontier, 500)) {
      const rows = await db
        .selectFrom('catalog_sources')
        .select('source_key')
        .where('declared_by', 'in', chunk)
        .execute();
      for (const row of rows) {
        if (!all.has(row.source_key)) {
          all.add(row.source_key);
          next.push(row.source_key);
        }
      }
    }
    frontier = next;
  }
  return [...all];
}
