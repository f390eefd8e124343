import type { Entity, EntityRelation, EntityStatusItem } from '@atrium/model';
import { buildFinalEntity } from '../stitching/buildFinalEntity';
import { buildSearchRows, type SearchRow } from '../stitching/buildSearchRows';
import { ENTITY_COLUMNS, type PendingEntity } from './applySourceOutcome';
import type { CatalogExecutor } from './catalogDb';
import type { CatalogStoreContext } from './catalogStoreContext';
import { chunked } from '@atrium/server-core';
import { updateFinals, type FinalUpdate } from './updateFinals';

const STITCH_CHUNK = 400;

interface StitchRow {
  seq?: number;
  /** Already parsed, for entities processed in this batch. */
  entity?: Entity;
  id: string;
  entity_key: string;
  final: string;
  errors: string | null;
  final_hash: string | null;
  pending?: PendingEntity;
}

/**
 * Rebuilds the served body of the given entities: processed entity + relations pointing out of
 * it + status items (its own errors, and for a Location entity the errors of the targets it
 * names). Only bodies that really changed are written; `pending` new entities are inserted
 * complete. Search rows are rewritten only where they differ.
 */
export async function stitchEntities(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  keys: Iterable<string>,
  now: number,
  pending: ReadonlyMap<string, PendingEntity> = new Map(),
): Promise<number> {
  let written = 0;
  const all = new Set(keys);
  for (const key of pending.keys()) all.add(key);
  // Sorted, so concurrent writers lock rows in the same order (no deadlocks on PostgreSQL).
  for (const chunk of chunked([...all].sort(), STITCH_CHUNK)) {
    const stored = chunk.filter(key => !pending.has(key));
    const rows: StitchRow[] =
      stored.length > 0
        ? await db
            .selectFrom('catalog_entities')
            .select(['seq', 'id', 'entity_key', 'final', 'errors', 'final_hash'])
            .where('entity_key', 'in', stored)
            .execute()
        : [];
    for (const key of chunk) {
      const entity = pending.get(key);
      if (entity) {
        rows.push({
          id: entity.id,
          entity_key: key,
          final: entity.columns.final,
          entity: entity.entity,
          errors: null,
          final_hash: null,
          pending: entity,
        });
      }
    }
    if (rows.length === 0) continue;
    const present = rows.map(r => r.entity_key);
    const relations = await relationsBySource(db, present);
    const sourceErrors = await sourceErrorsByParent(db, present);

    const inserts: unknown[][] = [];
    const searchByKey = new Map<string, SearchRow[]>();
    const updated: StitchRow[] = [];
    const finals: FinalUpdate[] = [];
    for (const row of rows) {
      const final = buildFinalEntity({
        uid: row.id,
        processed: row.entity ?? (JSON.parse(row.final) as Entity),
        relations: relations.get(row.entity_key) ?? [],
        statusItems: [
          ...(row.errors ? (JSON.parse(row.errors) as EntityStatusItem[]) : []),
          ...(sourceErrors.get(row.entity_key) ?? []),
        ],
      });
      if (final.hash === row.final_hash) continue;
      searchByKey.set(row.entity_key, buildSearchRows(final.entity));
      if (row.pending) {
        const columns = { ...row.pending.columns, final: final.json };
        inserts.push([
          row.id,
          row.entity_key,
          final.hash,
          final.hash,
          ...ENTITY_COLUMNS.map(c => columns[c]),
        ]);
        continue;
      }
      finals.push({ seq: row.seq!, json: final.json, hash: final.hash });
      updated.push(row);
    }
    if (searchByKey.size === 0) continue;
    await updateFinals(db, context.engine, finals, now);

    await context.insertMany(
      db,
      'catalog_entities',
      ['id', 'entity_key', 'etag', 'final_hash', ...ENTITY_COLUMNS],
      inserts,
    );
    const seqByKey = new Map(updated.map(r => [r.entity_key, r.seq!]));
    if (inserts.length > 0) {
      const created = await db
        .selectFrom('catalog_entities')
        .select(['seq', 'entity_key'])
        .where(
          'entity_key',
          'in',
          inserts.map(i => i[1] as string),
        )
        .execute();
      for (const row of created) seqByKey.set(row.entity_key, Number(row.seq));
    }
    const keyIds = await context.searchKeys.ensure(
      db,
      [...searchByKey.values()].flatMap(list => list.map(r => r.key)),
    );
    await writeSearchRows(
      db,
      context,
      searchByKey,
      seqByKey,
      keyIds,
      updated.filter(r => r.final_hash !== null),
    );
    written += searchByKey.size;
  }
  return written;
}

/**
 * New entities get all their search rows; entities stitched before get only the difference, as
 * a group gaining one member would otherwise rewrite a row for each of its thousand relations.
 */
async function writeSearchRows(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  searchByKey: Map<string, SearchRow[]>,
  seqByKey: Map<string, number>,
  keyIds: Map<string, number>,
  previouslyStitched: StitchRow[],
) {
  const inserts: unknown[][] = [];
  const restitched = new Set(previouslyStitched.map(r => r.entity_key));
  const wanted = new Map<number, Map<string, unknown[]>>();
  for (const [entityKey, rows] of searchByKey) {
    const seq = seqByKey.get(entityKey)!;
    if (!restitched.has(entityKey)) {
      for (const row of rows)
        inserts.push([seq, keyIds.get(row.key)!, row.value, row.original_value]);
      continue;
    }
    const bySignature = new Map<string, unknown[]>();
    for (const row of rows) {
      const keyId = keyIds.get(row.key)!;
      bySignature.set(`${keyId}\u0000${row.value}\u0000${row.original_value ?? ''}`, [
        seq,
        keyId,
        row.value,
        row.original_value,
      ]);
    }
    wanted.set(seq, bySignature);
  }
  const remove: Array<[number, number, string]> = [];
  if (wanted.size > 0) {
    const existing = await db
      .selectFrom('catalog_search')
      .select(['entity_seq', 'key_id', 'value', 'original_value'])
      .where('entity_seq', 'in', [...wanted.keys()])
      .execute();
    for (const row of existing) {
      const seq = Number(row.entity_seq);
      const signature = `${row.key_id}\u0000${row.value}\u0000${row.original_value ?? ''}`;
      const want = wanted.get(seq);
      if (want?.has(signature)) want.delete(signature);
      else remove.push([seq, row.key_id, row.value]);
    }
  }
  for (const chunk of chunked(remove, 300)) {
    await db
      .deleteFrom('catalog_search')
      .where(eb =>
        eb(
          eb.refTuple('entity_seq', 'key_id', 'value'),
          'in',
          chunk.map(([s, k, v]) => eb.tuple(s, k, v)),
        ),
      )
      .execute();
  }
  for (const bySignature of wanted.values()) inserts.push(...bySignature.values());
  await context.insertMany(
    db,
    'catalog_search',
    ['entity_seq', 'key_id', 'value', 'original_value'],
    inserts,
  );
}

async function relationsBySource(
  db: CatalogExecutor,
  keys: string[],
): Promise<Map<string, EntityRelation[]>> {
  const relations = new Map<string, EntityRelation[]>();
  const seen = new Set<string>();
  const rows = await db
    .selectFrom('catalog_relations')
    .select(['source_key', 'type', 'target_ref'])
    .where('source_key', 'in', keys)
    .execute();
  for (const row of rows) {
    const dedupe = `${row.source_key}\u0000${row.type}\u0000${row.target_ref.toLowerCase()}`;
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    const list = relations.get(row.source_key) ?? [];
    list.push({ type: row.type, targetRef: row.target_ref });
    relations.set(row.source_key, list);
  }
  return relations;
}

async function sourceErrorsByParent(
  db: CatalogExecutor,
  keys: string[],
): Promise<Map<string, EntityStatusItem[]>> {
  const errors = new Map<string, EntityStatusItem[]>();
  const rows = await db
    .selectFrom('catalog_sources')
    .select(['parent_key', 'errors'])
    .where('parent_key', 'in', keys)
    .where('errors', 'is not', null)
    .execute();
  for (const row of rows) {
    const list = errors.get(row.parent_key!) ?? [];
    list.push(...(JSON.parse(row.errors!) as EntityStatusItem[]));
    errors.set(row.parent_key!, list);
  }
  return errors;
}
