import { chunked } from '@atrium/server-core';
import type { CatalogExecutor } from './catalogDb';

/** What deleting entities did: the neighbours to stitch without them, and the entities deleted. */
export interface DeletedEntities {
  affected: string[];
  deleted: string[];
}

/**
 * Deletes entities a source owns (with their search rows and the relations they produced) when a
 * provider no longer lists them: a provider's read is the whole truth, unlike a file's. Answers
 * the keys of the entities their relations pointed at, to stitch without them.
 */
export async function deleteSourceEntities(
  db: CatalogExecutor,
  sourceKey: string,
  keys: readonly string[],
): Promise<DeletedEntities> {
  const affected = new Set<string>();
  const deleted: string[] = [];
  for (const chunk of chunked(keys, 500)) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select(['seq', 'entity_key'])
      .where('entity_key', 'in', chunk)
      .where('source_key', '=', sourceKey)
      .execute();
    for (const key of await deleteEntityRows(db, rows)) affected.add(key);
    deleted.push(...rows.map(row => row.entity_key));
  }
  return { affected: [...affected], deleted };
}

/** Deletes every entity of these sources, as above. */
export async function deleteEntitiesOfSources(
  db: CatalogExecutor,
  sourceKeys: readonly string[],
): Promise<DeletedEntities> {
  const affected = new Set<string>();
  const deleted: string[] = [];
  for (const chunk of chunked(sourceKeys, 500)) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select(['seq', 'entity_key'])
      .where('source_key', 'in', chunk)
      .execute();
    for (const key of await deleteEntityRows(db, rows)) affected.add(key);
    deleted.push(...rows.map(row => row.entity_key));
  }
  return { affected: [...affected], deleted };
}

async function deleteEntityRows(
  db: CatalogExecutor,
  rows: ReadonlyArray<{ seq: number; entity_key: string }>,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const owned = rows.map(row => row.entity_key);
  const targets = await db
    .selectFrom('catalog_relations')
    .select('source_key')
    .distinct()
    .where('origin_key', 'in', owned)
    .execute();
  await db.deleteFrom('catalog_relations').where('origin_key', 'in', owned).execute();
  await db
    .deleteFrom('catalog_search')
    .where(
      'entity_seq',
      'in',
      rows.map(row => row.seq),
    )
    .execute();
  await db.deleteFrom('catalog_entities').where('entity_key', 'in', owned).execute();
  const gone = new Set(owned);
  return targets.map(target => target.source_key).filter(key => !gone.has(key));
}
