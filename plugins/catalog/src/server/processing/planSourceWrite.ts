import { randomUUID } from 'node:crypto';
import type { EntityStatusItem } from '@atrium/model';
import type { PendingEntity, ProcessedColumns } from '../store/pendingEntity';
import type { StoredEntity, StoredSourceState } from '../store/readSourceState';
import { sourceKeyFor } from '../store/sourceKey';
import type { SourceRow } from '../store/sourceStore';
import type { ChildSourceRow, RelationRow, SourceWritePlan } from '../store/sourceWritePlan';
import { processingError } from './processingError';
import { READ_FAILED_HASH, UNPARSABLE_HASH } from './failedReadHashes';
import type { ChildSource, ProcessedEntity, SourceOutcome } from './types';

export interface SourceWriteInput {
  source: SourceRow;
  outcome: SourceOutcome;
  /** What the store holds now (see readSourceState); only read outcomes need any of it. */
  stored: StoredSourceState;
  /** New entities that sources written earlier in the same transaction are about to insert. */
  claimed: ReadonlyMap<string, PendingEntity>;
  now: number;
  /** When the source is due to be read again. */
  nextRefreshAt: number;
  /** Ids for new entities; random unless a test needs to know them. */
  newId?: () => string;
}

type ReadOutcome = Extract<SourceOutcome, { status: 'read' }>;

type Stitch = SourceWritePlan['stitch'];

/**
 * Decides what writing one source's outcome changes. Nothing already ingested is dropped because
 * of a failure: failed reads keep everything, rejected documents keep their last good version,
 * and only entities really missing from a fully read file are orphaned (deleted, for a provider).
 */
export function planSourceWrite(input: SourceWriteInput): SourceWritePlan {
  const { source, outcome } = input;
  const sourceKey = source.source_key;
  const next = { next_refresh_at: input.nextRefreshAt, lease_until: null };
  if (outcome.status === 'unchanged') {
    return { sourceKey, source: next, stitch: { changed: [], affected: [] } };
  }
  // The declaring Location entity shows this source's errors, so it is stitched again.
  const stitch: Stitch = { changed: [], affected: source.parent_key ? [source.parent_key] : [] };
  if (outcome.status === 'failed') {
    // What was read stays, but the next read is processed in full (no ETag, a hash no content
    // has): an unchanged file or provider answer must still replace the failure's errors.
    const forget = {
      content_hash: outcome.unparsable ? UNPARSABLE_HASH : READ_FAILED_HASH,
      http_etag: null,
    };
    return {
      sourceKey,
      source: { ...forget, errors: JSON.stringify(outcome.errors), ...next },
      stitch,
    };
  }

  const errors: EntityStatusItem[] = [...outcome.errors];
  const entities = planEntities(input, outcome.entities, errors, stitch);
  const children = outcome.children.map(child => childSourceRow(source, child));
  const { missing, removedChildren } = outcome.incomplete
    ? { missing: [], removedChildren: [] }
    : planRemovals(input.stored, outcome, entities.accepted, children);
  const removals = outcome.deletesMissing
    ? {
        orphaned: [],
        deleted: missing,
        removedChildren,
        removedChildrenEntities: 'delete' as const,
      }
    : {
        orphaned: missing,
        deleted: [],
        removedChildren,
        removedChildrenEntities: 'orphan' as const,
      };
  return {
    sourceKey,
    source: {
      content_hash: outcome.contentHash,
      http_etag: outcome.httpEtag ?? null,
      errors: errors.length > 0 ? JSON.stringify(errors) : null,
      ...next,
    },
    content: {
      now: input.now,
      updated: entities.updated,
      created: entities.created,
      relations: entities.relations,
      rejected: outcome.rejected.map(r => ({ key: r.key, errors: JSON.stringify(r.errors) })),
      ...removals,
      children,
    },
    stitch,
  };
}

/**
 * Sorts the listed entities into those to update, to create and to leave alone, and collects
 * their relations. An entity another source holds is refused with an error on this source.
 */
function planEntities(
  input: SourceWriteInput,
  entities: readonly ProcessedEntity[],
  errors: EntityStatusItem[],
  stitch: Stitch,
) {
  const { source, stored, claimed, now } = input;
  const newId = input.newId ?? randomUUID;
  const updated = new Map<string, ProcessedColumns>();
  const created: PendingEntity[] = [];
  const relations: RelationRow[] = [];
  const accepted = new Set<string>();

  for (const item of entities) {
    const current = stored.entities.get(item.key) ?? asStored(claimed.get(item.key));
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
    accepted.add(item.key);
    const unchanged =
      current &&
      current.processed_hash === item.hash &&
      current.source_key === source.source_key &&
      current.orphan === 0 &&
      !current.errors;
    if (unchanged) continue;

    const columns: ProcessedColumns = {
      entity_ref: item.ref,
      kind: item.entity.kind.toLowerCase(),
      namespace: (item.entity.metadata.namespace ?? 'default').toLowerCase(),
      name: item.entity.metadata.name.toLowerCase(),
      source_key: source.source_key,
      location_id: source.location_id,
      parent_key: source.parent_key,
      final: item.json,
      processed_hash: item.hash,
      errors: null,
      orphan: 0,
      updated_at: now,
    };
    if (current) updated.set(item.key, columns);
    else created.push({ id: newId(), entity_key: item.key, entity: item.entity, columns });
    stitch.changed.push(item.key);
    const seen = new Set<string>();
    for (const relation of item.relations) {
      // The primary key is (source, type, target, origin): one row per distinct relation.
      const signature = `${relation.sourceKey}\u0000${relation.type}\u0000${relation.targetRef}`;
      if (seen.has(signature)) continue;
      seen.add(signature);
      relations.push([item.key, relation.sourceKey, relation.type, relation.targetRef]);
      stitch.affected.push(relation.sourceKey);
    }
  }
  return { updated, created, relations, accepted };
}

/**
 * A new entity another source of the same write is about to insert counts as stored, held by
 * that source; with no stored hash, this source's copy is always written.
 */
function asStored(pending: PendingEntity | undefined): StoredEntity | undefined {
  if (!pending) return undefined;
  return {
    entity_key: pending.entity_key,
    id: pending.id,
    source_key: pending.columns.source_key,
    processed_hash: '',
    orphan: 0,
    errors: null,
  };
}

/** What a fully read source no longer lists: entities to orphan, child sources to remove. */
function planRemovals(
  stored: StoredSourceState,
  outcome: ReadOutcome,
  accepted: ReadonlySet<string>,
  children: readonly ChildSourceRow[],
): { missing: string[]; removedChildren: string[] } {
  if (!stored.owned) return { missing: [], removedChildren: [] };
  // A rejected entity keeps its stored version, so it is still listed.
  const rejected = new Set(outcome.rejected.map(item => item.key));
  const wanted = new Set(children.map(child => child.source_key));
  return {
    missing: stored.owned.entities.filter(key => !accepted.has(key) && !rejected.has(key)),
    removedChildren: stored.owned.children.filter(key => !wanted.has(key)),
  };
}

function childSourceRow(parent: SourceRow, child: ChildSource): ChildSourceRow {
  return {
    source_key: sourceKeyFor(parent.location_id, child.type, child.target),
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
  };
}

function describeSource(sourceKey: string | null): string {
  return sourceKey ? sourceKey.slice(sourceKey.indexOf('|') + 1) : 'another location';
}
