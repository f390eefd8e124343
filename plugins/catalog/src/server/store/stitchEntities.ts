import type { Entity, EntityRelation, EntityStatusItem } from '@atrium/model';
import { buildFinalEntity } from '../stitching/buildFinalEntity';
import { buildSearchRows, type SearchRow } from '../stitching/buildSearchRows';
import type { CatalogExecutor } from './catalogDb';
import { chunked } from './chunked';

const STITCH_CHUNK = 400;

/**
 * Rebuilds the served body of the given entities: processed entity + relations pointing out of
 * it + status items (its own errors, and for a Location entity the errors of the targets it
 * names). Only entities whose body really changed are written, with fresh search rows.
 */
export async function stitchEntities(
  db: CatalogExecutor,
  keys: Iterable<string>,
  now: number,
): Promise<number> {
  let written = 0;
  // Sorted, so concurrent writers lock rows in the same order (no deadlocks on PostgreSQL).
  for (const chunk of chunked([...new Set(keys)].sort(), STITCH_CHUNK)) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select(['id', 'entity_key', 'final', 'errors', 'final_hash'])
      .where('entity_key', 'in', chunk)
      .execute();
    if (rows.length === 0) continue;
    const present = rows.map(r => r.entity_key);

    const relations = new Map<string, EntityRelation[]>();
    const seen = new Set<string>();
    const relationRows = await db
      .selectFrom('catalog_relations')
      .select(['source_key', 'type', 'target_ref'])
      .where('source_key', 'in', present)
      .execute();
    for (const row of relationRows) {
      const dedupe = `${row.source_key}\u0000${row.type}\u0000${row.target_ref.toLowerCase()}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      const list = relations.get(row.source_key) ?? [];
      list.push({ type: row.type, targetRef: row.target_ref });
      relations.set(row.source_key, list);
    }

    const sourceErrors = new Map<string, EntityStatusItem[]>();
    const sourceRows = await db
      .selectFrom('catalog_sources')
      .select(['parent_key', 'errors'])
      .where('parent_key', 'in', present)
      .where('errors', 'is not', null)
      .execute();
    for (const row of sourceRows) {
      const list = sourceErrors.get(row.parent_key!) ?? [];
      list.push(...(JSON.parse(row.errors!) as EntityStatusItem[]));
      sourceErrors.set(row.parent_key!, list);
    }

    const changedIds: string[] = [];
    const searchRows: SearchRow[] = [];
    for (const row of rows) {
      const statusItems = [
        ...(row.errors ? (JSON.parse(row.errors) as EntityStatusItem[]) : []),
        ...(sourceErrors.get(row.entity_key) ?? []),
      ];
      const final = buildFinalEntity({
        uid: row.id,
        processed: JSON.parse(row.final) as Entity,
        relations: relations.get(row.entity_key) ?? [],
        statusItems,
      });
      if (final.hash === row.final_hash) continue;
      await db
        .updateTable('catalog_entities')
        .set({ final: final.json, final_hash: final.hash, etag: final.hash, updated_at: now })
        .where('id', '=', row.id)
        .execute();
      changedIds.push(row.id);
      searchRows.push(...buildSearchRows(row.id, final.entity));
    }
    if (changedIds.length === 0) continue;
    await db.deleteFrom('catalog_search').where('entity_id', 'in', changedIds).execute();
    for (const rowsChunk of chunked(searchRows, 500))
      await db.insertInto('catalog_search').values(rowsChunk).execute();
    written += changedIds.length;
  }
  return written;
}
