import { hash } from 'node:crypto';
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
  const relations = [...input.relations].sort((a, b) =>
    a.type < b.type
      ? -1
      : a.type > b.type
        ? 1
        : a.targetRef < b.targetRef
          ? -1
          : a.targetRef > b.targetRef
            ? 1
            : 0,
  );
  const { etag: _etag, uid: _uid, ...metadata } = input.processed.metadata;
  const entity: Entity = {
    apiVersion: input.processed.apiVersion,
    kind: input.processed.kind,
    metadata: { ...metadata, uid: input.uid },
    ...(input.processed.spec !== undefined ? { spec: input.processed.spec } : {}),
    relations,
    ...(input.statusItems.length > 0 ? { status: { items: input.statusItems } } : {}),
  };
  const withoutEtag = JSON.stringify(entity);
  const digest = hash('sha1', withoutEtag);
  entity.metadata.etag = digest;
  // Serialised once: the etag goes in right after the uid, the last key written into metadata
  // (apiVersion and kind come first and cannot contain that text).
  const uidText = `"uid":${JSON.stringify(input.uid)}`;
  const json = withoutEtag.replace(uidText, `${uidText},"etag":"${digest}"`);
  return { entity, json, hash: digest };
}
