import type { CatalogExecutor } from './catalogDb';

/**
 * Up to `limit` served bodies in entity key order, after `afterKey` (from the start when
 * undefined): a page of a walk over every entity that holds one page in memory at a time.
 */
export async function finalsAfterKey(
  db: CatalogExecutor,
  afterKey: string | undefined,
  limit: number,
): Promise<Array<{ entity_key: string; final: string }>> {
  let query = db
    .selectFrom('catalog_entities')
    .select(['entity_key', 'final'])
    .orderBy('entity_key')
    .limit(limit);
  if (afterKey !== undefined) query = query.where('entity_key', '>', afterKey);
  return query.execute();
}
