import { createHash } from 'node:crypto';
import type { Entity, EntityRelation, EntityStatusItem } from '@atrium/model';

export interface FinalEntityInput {
  uid: string;
  processed: Entity;
  relations: EntityRelation[];
  statusItems: EntityStatusItem[];
}

/**
 * The entity the API serves: what processing produced, plus every relation pointing out of it
 * (including those other entities' specs imply) and its status items. The etag is a digest of
 * the rest, so it changes exactly when the served entity does.
 */
export function buildFinalEntity(input: FinalEntityInput): {
  entity: Entity;
  json: string;
  hash: string;
} {
  const relations = [...input.relations].sort(
    (a, b) => a.type.localeCompare(b.type) || a.targetRef.localeCompare(b.targetRef),
  );
  const { etag: _etag, uid: _uid, ...metadata } = input.processed.metadata;
  const withoutEtag: Entity = {
    apiVersion: input.processed.apiVersion,
    kind: input.processed.kind,
    metadata: { ...metadata, uid: input.uid },
    ...(input.processed.spec !== undefined ? { spec: input.processed.spec } : {}),
    relations,
    ...(input.statusItems.length > 0 ? { status: { items: input.statusItems } } : {}),
  };
  const hash = createHash('sha1').update(JSON.stringify(withoutEtag)).digest('hex');
  const entity: Entity = { ...withoutEtag, metadata: { ...withoutEtag.metadata, etag: hash } };
  return { entity, json: JSON.stringify(entity), hash };
}
