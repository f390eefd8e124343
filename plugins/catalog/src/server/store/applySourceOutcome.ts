import { randomUUID } from 'node:crypto';
import type { Entity, EntityStatusItem } from '@atrium/model';
import { processingError } from '../processing/processingError';
import type { ProcessedEntity, SourceOutcome } from '../processing/types';
import type { CatalogExecutor } from './catalogDb';
import type { CatalogStoreContext } from './catalogStoreContext';
import { chunked } from '@atrium/server-core';
import { orphanEntities } from './orphanEntities';
import { sourceKeyFor } from './sourceKey';
import type { CatalogTables } from './tables';

export type SourceRow = CatalogTables['catalog_sources'];

/** Columns processing writes for an entity, in the order bulk inserts list them. */
export const ENTITY_COLUMNS = [
  'entity_ref',
  'kind',
  'namespace',
  'name',
  'source_key',
  'location_id',
  'parent_key',
  'final',
  'processed_hash',
  'errors',
  'orphan',
  'updated_at',
] as const;

/**
 * Entities to stitch after a write: `changed` ones were themselves written; `affected` ones only
 * gained or lost a relation or a status item from a neighbour, and may be stitched later.
 */
export interface StitchNeeds {
  changed: Set<string>;
  affected: Set<string>;
  /**
   * New entities, not inserted yet: stitching inserts them complete, so a new row is written
   * once instead of inserted bare and then rewritten. Their keys are in `changed`.
   */
  pending: Map<string, PendingEntity>;
}

/** A new entity's row, as processing produced it (its final body is its processed form). */
export interface PendingEntity {
  id: string;
  entity_key: string;
  /** The processed entity, so stitching need not parse `columns.final` again. */
  entity: Entity;
  columns: Pick<CatalogTables['catalog_entities'], (typeof ENTITY_COLUMNS)[number]>;
}

export function createStitchNeeds(): StitchNeeds {
  return { changed: new Set(), affected: new Set(), pending: new Map() };
}

export interface ApplyOptions {
  now: number;
  nextRefreshAt: number;
}

/**
 * Writes what processing one source produced, in the caller's transaction, and answers the keys
 * of entities whose served body may have changed (to be stitched). Nothing already ingested is
 * dropped because of a failure: failed reads keep everything, rejected documents keep their last
 * good version, and only entities really missing from a fully read file are orphaned.
 */
export async function applySourceOutcome(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  source: SourceRow,
  outcome: SourceOutcome,
  options: ApplyOptions,
  dirty: StitchNeeds,
): Promise<void> {
  const finish = async (fields: Partial<SourceRow>) => {
    await db
      .updateTable('catalog_sources')
      .set({ ...fields, next_refresh_at: options.nextRefreshAt, lease_until: null })
      .where('source_key', '=', source.source_key)
      .execute();
  };

  if (outcome.status === 'unchanged') {
    await finish({});
    return;
  }
  if (outcome.status === 'failed') {
    await finish({ errors: JSON.stringify(outcome.errors) });
    if (source.parent_key) dirty.affected.add(source.parent_key);
    return;
  }

  const errors: EntityStatusItem[] = [...outcome.errors];
  const accepted = await writeEntities(
    db,
    context,
    source,
    outcome.entities,
    errors,
    options.now,
    dirty,
  );

  for (const rejected of outcome.rejected) {
    const updated = await db
      .updateTable('catalog_entities')
      .set({ errors: JSON.stringify(rejected.errors) })
      .where('entity_key', '=', rejected.key)
      .where(eb => eb.or([eb('source_key', '=', source.source_key), eb('orphan', '=', 1)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) dirty.changed.add(rejected.key);
  }

  if (!outcome.incomplete) {
    const keep = new Set([...accepted, ...outcome.rejected.map(r => r.key)]);
    const previous = await db
      .selectFrom('catalog_entities')
      .select('entity_key')
      .where('source_key', '=', source.source_key)
      .where('orphan', '=', 0)
      .execute();
    const missing = previous.map(r => r.entity_key).filter(key => !keep.has(key));
    for (const key of await orphanEntities(db, missing, options.now)) dirty.changed.add(key);
    for (const key of await syncChildSources(db, source, outcome.children, options.now)) {
      dirty.changed.add(key);
    }
  } else {
    await addChildSources(db, source, outcome.children);
  }

  await finish({
    content_hash: outcome.contentHash,
    http_etag: outcome.httpEtag ?? null,
    errors: errors.length > 0 ? JSON.stringify(errors) : null,
  });
  if (source.parent_key) dirty.affected.add(source.parent_key);
}

async function writeEntities(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  source: SourceRow,
  entities: ProcessedEntity[],
  errors: EntityStatusItem[],
  now: number,
  dirty: StitchNeeds,
): Promise<string[]> {
  const existing = new Map<
    string,
    {
      id: string;
      source_key: string | null;
      processed_hash: string;
      orphan: number;
      errors: string | null;
    }
  >();
  for (const chunk of chunked(
    entities.map(e => e.key),
    500,
  )) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select(['entity_key', 'id', 'source_key', 'processed_hash', 'orphan', 'errors'])
      .where('entity_key', 'in', chunk)
      .execute();
    for (const row of rows) existing.set(row.entity_key, row);
  }
  // An entity another source of this same batch is about to insert counts as existing.
  for (const item of entities) {
    const pending = dirty.pending.get(item.key);
    if (pending && !existing.has(item.key)) {
      existing.set(item.key, {
        id: pending.id,
        source_key: pending.columns.source_key as string,
        processed_hash: '',
        orphan: 0,
        errors: null,
      });
    }
  }

  const accepted: string[] = [];
  const relationRows: unknown[][] = [];
  const replacedOrigins: string[] = [];

  for (const item of entities) {
    const current = existing.get(item.key);
    if (current && current.source_key !== source.source_key && current.orphan === 0) {
      // spec: an entity claimed by two locations keeps its first owner; the second is told why.
      errors.push(
        processingError(
          undefined,
          `${item.ref} is already provided by ${describeSource(current.source_key)}; the copy in ${source.type}:${source.target} was ignored`,
        ),
      );
      continue;
    }
    accepted.push(item.key);
    const processed = item.json;
    const hash = item.hash;
    const unchanged =
      current &&
      current.processed_hash === hash &&
      current.source_key === source.source_key &&
      current.orphan === 0 &&
      !current.errors;
    if (unchanged) continue;

    const columns: PendingEntity['columns'] = {
      entity_ref: item.ref,
      kind: item.entity.kind.toLowerCase(),
      namespace: (item.entity.metadata.namespace ?? 'default').toLowerCase(),
      name: item.entity.metadata.name.toLowerCase(),
      source_key: source.source_key,
      location_id: source.location_id,
      parent_key: source.parent_key,
      final: processed,
      processed_hash: hash,
      errors: null,
      orphan: 0,
      updated_at: now,
    };
    if (current) {
      await db
        .updateTable('catalog_entities')
        .set(columns)
        .where('entity_key', '=', item.key)
        .execute();
      replacedOrigins.push(item.key);
    } else {
      dirty.pending.set(item.key, {
        id: randomUUID(),
        entity_key: item.key,
        entity: item.entity,
        columns,
      });
    }
    dirty.changed.add(item.key);
    const seen = new Set<string>();
    for (const relation of item.relations) {
      // The primary key is (source, type, target, origin): one row per distinct relation.
      const signature = `${relation.sourceKey}\u0000${relation.type}\u0000${relation.targetRef}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      relationRows.push([item.key, relation.sourceKey, relation.type, relation.targetRef]);
      dirty.affected.add(relation.sourceKey);
    }
  }

  for (const chunk of chunked(replacedOrigins, 500)) {
    const old = await db
      .selectFrom('catalog_relations')
      .select('source_key')
      .where('origin_key', 'in', chunk)
      .execute();
    for (const row of old) dirty.affected.add(row.source_key);
    await db.deleteFrom('catalog_relations').where('origin_key', 'in', chunk).execute();
  }
  await context.insertMany(
    db,
    'catalog_relations',
    ['origin_key', 'source_key', 'type', 'target_ref'],
    relationRows,
  );
  return accepted;
}

function describeSource(sourceKey: string | null): string {
  return sourceKey ? sourceKey.slice(sourceKey.indexOf('|') + 1) : 'another location';
}

async function addChildSources(
  db: CatalogExecutor,
  parent: SourceRow,
  children: Array<{ type: string; target: string; parentKey: string }>,
) {
  for (const child of children) {
    const key = sourceKeyFor(parent.location_id, child.type, child.target);
    await db
      .insertInto('catalog_sources')
      .values({
        source_key: key,
        location_id: parent.location_id,
        type: child.type,
        target: child.target,
        declared_by: parent.source_key,
        parent_key: child.parentKey,
        depth: parent.depth + 1,
        content_hash: null,
        http_etag: null,
        errors: null,
        next_refresh_at: 0,
        lease_until: null,
      })
      .onConflict(oc => oc.column('source_key').doUpdateSet({ parent_key: child.parentKey }))
      .execute();
  }
}

/** Adds new child sources and removes (with everything below them) those no longer named. */
async function syncChildSources(
  db: CatalogExecutor,
  parent: SourceRow,
  children: Array<{ type: string; target: string; parentKey: string }>,
  now: number,
): Promise<string[]> {
  await addChildSources(db, parent, children);
  const wanted = new Set(children.map(c => sourceKeyFor(parent.location_id, c.type, c.target)));
  const current = await db
    .selectFrom('catalog_sources')
    .select('source_key')
    .where('declared_by', '=', parent.source_key)
    .execute();
  const removed = current.map(r => r.source_key).filter(key => !wanted.has(key));
  if (removed.length === 0) return [];
  const subtree = await collectSubtree(db, removed);
  const orphanKeys: string[] = [];
  for (const chunk of chunked(subtree, 500)) {
    const rows = await db
      .selectFrom('catalog_entities')
      .select('entity_key')
      .where('source_key', 'in', chunk)
      .execute();
    orphanKeys.push(...rows.map(r => r.entity_key));
    await db.deleteFrom('catalog_sources').where('source_key', 'in', chunk).execute();
  }
  return orphanEntities(db, orphanKeys, now);
}

/** The given sources and every source declared below them. */
export async function collectSubtree(
  db: CatalogExecutor,
  roots: readonly string[],
): Promise<string[]> {
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
