import { createHash, randomUUID } from 'node:crypto';
import { ANNOTATION_LOCATION, ANNOTATION_ORIGIN_LOCATION, type Entity } from '@atrium/model';
import type { CatalogExecutor } from './catalogDb';
import type { DeletedEntities } from './deleteSourceEntities';
import { hashProcessed } from './orphanEntities';
import { registrationSourceKey, sourceKeyFor } from './sourceKey';
import type { CatalogTables } from './tables';

export type LocationRow = CatalogTables['catalog_locations'];

export interface LocationSpec {
  type: string;
  target: string;
  presence?: 'required' | 'optional';
}

/** The Location entity that stands for a registered location, named after its `type:target`. */
export function generatedLocationEntity(location: LocationSpec): Entity {
  const ref = `${location.type}:${location.target}`;
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Location',
    metadata: {
      name: `generated-${createHash('sha1').update(ref).digest('hex')}`,
      namespace: 'default',
      annotations: { [ANNOTATION_LOCATION]: ref, [ANNOTATION_ORIGIN_LOCATION]: ref },
    },
    spec: {
      type: location.type,
      target: location.target,
      // Only the exception is written, as files written by hand leave out the default.
      ...(location.presence === 'optional' ? { presence: 'optional' } : {}),
    },
  };
}

export async function findLocation(
  db: CatalogExecutor,
  spec: LocationSpec,
): Promise<LocationRow | undefined> {
  return db
    .selectFrom('catalog_locations')
    .selectAll()
    .where('type', '=', spec.type)
    .where('target', '=', spec.target)
    .executeTakeFirst();
}

export async function getLocation(
  db: CatalogExecutor,
  id: string,
): Promise<LocationRow | undefined> {
  return db.selectFrom('catalog_locations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listLocations(db: CatalogExecutor): Promise<LocationRow[]> {
  return db
    .selectFrom('catalog_locations')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Registers a location: its row, its generated Location entity and the root source, due at
 * once. Answers the row and the generated entity's key (which the caller stitches). A location
 * given a new target keeps its id and place in the list (`kept`).
 */
export async function insertLocation(
  db: CatalogExecutor,
  spec: LocationSpec,
  origin: LocationRow['origin'],
  now: number,
  kept?: Pick<LocationRow, 'id' | 'created_at'>,
): Promise<{ location: LocationRow; entityKey: string }> {
  const location: LocationRow = {
    id: kept?.id ?? randomUUID(),
    type: spec.type,
    target: spec.target,
    origin,
    created_at: kept?.created_at ?? now,
    presence: spec.presence ?? 'required',
  };
  await db.insertInto('catalog_locations').values(location).execute();
  const entity = generatedLocationEntity(spec);
  const entityKey = `location:default/${entity.metadata.name}`;
  const processed = JSON.stringify(entity);
  const registered = registrationSourceKey(location.id);
  // A generated entity left behind by an earlier registration of the same target is replaced.
  await deleteEntitiesWhere(db, 'entity_key', entityKey);
  await db
    .insertInto('catalog_entities')
    .values({
      id: randomUUID(),
      entity_key: entityKey,
      entity_ref: entityKey,
      kind: 'location',
      namespace: 'default',
      name: entity.metadata.name,
      source_key: registered,
      location_id: location.id,
      parent_key: null,
      processed_hash: hashProcessed(processed),
      errors: null,
      final: processed,
      final_hash: null,
      etag: '',
      orphan: 0,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('catalog_sources')
    .values({
      source_key: sourceKeyFor(location.id, spec.type, spec.target),
      location_id: location.id,
      type: spec.type,
      target: spec.target,
      declared_by: registered,
      parent_key: entityKey,
      depth: 0,
      content_hash: null,
      http_etag: null,
      errors: null,
      next_refresh_at: 0,
      lease_until: null,
    })
    .execute();
  return { location, entityKey };
}

/**
 * Removes a location with its sources and every entity read through it; answers the keys of
 * remaining entities that had relations from the removed ones (to be stitched), and of those deleted.
 */
export async function deleteLocationCascade(
  db: CatalogExecutor,
  id: string,
): Promise<DeletedEntities> {
  const owned = db
    .selectFrom('catalog_entities')
    .select('entity_key')
    .where('location_id', '=', id);
  const affected = await db
    .selectFrom('catalog_relations')
    .select('source_key')
    .distinct()
    .where('origin_key', 'in', owned)
    .execute();
  await db.deleteFrom('catalog_relations').where('origin_key', 'in', owned).execute();
  const deleted = await deleteEntitiesWhere(db, 'location_id', id);
  await db.deleteFrom('catalog_sources').where('location_id', '=', id).execute();
  await db.deleteFrom('catalog_locations').where('id', '=', id).execute();
  return { affected: affected.map(r => r.source_key), deleted };
}

/**
 * Deletes one entity (it returns if its source still lists it); answers keys to stitch and the
 * deleted entity's key, or undefined when there was no such entity.
 */
export async function deleteEntityById(
  db: CatalogExecutor,
  id: string,
): Promise<DeletedEntities | undefined> {
  const row = await db
    .selectFrom('catalog_entities')
    .select(['seq', 'entity_key', 'source_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const affected = await db
    .selectFrom('catalog_relations')
    .select('source_key')
    .distinct()
    .where('origin_key', '=', row.entity_key)
    .execute();
  await db.deleteFrom('catalog_relations').where('origin_key', '=', row.entity_key).execute();
  await db.deleteFrom('catalog_search').where('entity_seq', '=', row.seq).execute();
  await db.deleteFrom('catalog_entities').where('id', '=', id).execute();
  // Its source reads the file in full on its next pass, so a still-listed entity comes back.
  if (row.source_key) {
    await db
      .updateTable('catalog_sources')
      .set({ content_hash: null })
      .where('source_key', '=', row.source_key)
      .execute();
  }
  return {
    affected: affected.map(r => r.source_key).filter(key => key !== row.entity_key),
    deleted: [row.entity_key],
  };
}

/**
 * Deletes entities with their search rows (a deleted entity's row number may be given again);
 * answers their keys.
 */
async function deleteEntitiesWhere(
  db: CatalogExecutor,
  column: 'entity_key' | 'location_id',
  value: string,
): Promise<string[]> {
  await db
    .deleteFrom('catalog_search')
    .where(
      'entity_seq',
      'in',
      db.selectFrom('catalog_entities').select('seq').where(column, '=', value),
    )
    .execute();
  const deleted = await db
    .deleteFrom('catalog_entities')
    .where(column, '=', value)
    .returning('entity_key')
    .execute();
  return deleted.map(row => row.entity_key);
}
