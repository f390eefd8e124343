import type { EntityStatusItem } from '@atrium/model';
import type { StoredSourceState } from '../store/readSourceState';
import type { SourceRow } from '../store/sourceStore';
import { UNPARSABLE_HASH } from './failedReadHashes';
import type { SourceOutcome } from './types';

/** An entity whose file started or stopped failing to parse or validate. */
export interface EntityProblemChange {
  /** Lower-cased `kind:namespace/name`. */
  entityKey: string;
  /** What is wrong now; empty once it is resolved. */
  problems: EntityStatusItem[];
}

export interface ProblemChangesInput {
  /** The source as stored before this outcome is written. */
  source: SourceRow;
  outcome: SourceOutcome;
  stored: StoredSourceState;
  /** The entities the source holds; read only when its file stops parsing. */
  sourceEntities: readonly string[];
}

/**
 * Only transitions count, so a file that stays broken across many reads is reported once:
 * - the file stops parsing: every entity it holds has its errors;
 * - a document of a stored entity stops validating: that entity has its errors;
 * - the file parses again, or a rejected entity is accepted: resolved.
 * An unreadable target (gone, a host down) is not a problem of the file and is not reported, and
 * an entity never stored has no owner to tell.
 */
export function planProblemChanges(input: ProblemChangesInput): EntityProblemChange[] {
  const { source, outcome, stored } = input;
  const wasUnparsable = source.content_hash === UNPARSABLE_HASH;
  if (outcome.status === 'unchanged') return [];
  if (outcome.status === 'failed') {
    if (!startsUnparsable(source, outcome)) return [];
    return input.sourceEntities.map(entityKey => ({ entityKey, problems: outcome.errors }));
  }
  const changes: EntityProblemChange[] = [];
  const rejected = new Set<string>();
  for (const { key, errors } of outcome.rejected) {
    rejected.add(key);
    const entity = stored.entities.get(key);
    if (entity && !entity.errors && !wasUnparsable)
      changes.push({ entityKey: key, problems: errors });
  }
  for (const { key } of outcome.entities) {
    if (rejected.has(key)) continue;
    const entity = stored.entities.get(key);
    if (entity?.source_key !== source.source_key) continue;
    if (entity.errors || wasUnparsable) changes.push({ entityKey: key, problems: [] });
  }
  return changes;
}

/** Whether this outcome is the first of a file that no longer parses. */
export function startsUnparsable(source: SourceRow, outcome: SourceOutcome): boolean {
  return (
    outcome.status === 'failed' &&
    outcome.unparsable === true &&
    source.content_hash !== UNPARSABLE_HASH
  );
}
