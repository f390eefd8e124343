import { applySourceWritePlan, type KeysToStitch } from '../store/applySourceWritePlan';
import type { CatalogExecutor } from '../store/catalogDb';
import type { CatalogStoreContext } from '../store/catalogStoreContext';
import type { PendingEntity } from '../store/pendingEntity';
import { readSourceState, type StoredSourceState } from '../store/readSourceState';
import type { SourceRow } from '../store/sourceStore';
import {
  planProblemChanges,
  startsUnparsable,
  type EntityProblemChange,
} from './planProblemChanges';
import { planSourceWrite } from './planSourceWrite';
import type { SourceOutcome } from './types';

/**
 * Entities to stitch after a write: `changed` ones were themselves written; `affected` ones only
 * gained or lost a relation or a status item from a neighbour, and may be stitched later.
 */
export interface StitchNeeds extends KeysToStitch {
  /** New entities, not inserted yet: stitching inserts them complete. Their keys are in `changed`. */
  pending: Map<string, PendingEntity>;
  /** Entities whose file started or stopped failing, to tell their owners after the commit. */
  problems: EntityProblemChange[];
}

export function createStitchNeeds(): StitchNeeds {
  return {
    changed: new Set(),
    affected: new Set(),
    deleted: new Set(),
    pending: new Map(),
    problems: [],
  };
}

export interface WriteTiming {
  now: number;
  nextRefreshAt: number;
}

/**
 * Writes what processing one source produced, in the caller's transaction: reads what the
 * decision needs, plans, runs the plan, and adds what must be stitched to `needs`. Sources of
 * one transaction are written one after the other, each seeing what the ones before wrote.
 */
export async function writeSourceOutcome(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  source: SourceRow,
  outcome: SourceOutcome,
  timing: WriteTiming,
  needs: StitchNeeds,
): Promise<void> {
  const stored: StoredSourceState =
    outcome.status === 'read'
      ? await readSourceState(db, {
          sourceKey: source.source_key,
          // Rejected ones too: whether they were rejected before decides what their owners hear.
          entityKeys: [
            ...outcome.entities.map(entity => entity.key),
            ...outcome.rejected.map(item => item.key),
          ],
          withOwned: !outcome.incomplete,
        })
      : { entities: new Map() };
  const sourceEntities = startsUnparsable(source, outcome)
    ? await entitiesOfSource(db, source.source_key)
    : [];
  needs.problems.push(...planProblemChanges({ source, outcome, stored, sourceEntities }));
  const plan = planSourceWrite({ source, outcome, stored, claimed: needs.pending, ...timing });
  await applySourceWritePlan(db, context, plan, needs);
  for (const key of plan.stitch.changed) needs.changed.add(key);
  for (const key of plan.stitch.affected) needs.affected.add(key);
  for (const entity of plan.content?.created ?? []) needs.pending.set(entity.entity_key, entity);
}

// Whose owners are told when a file stops parsing: a file of catalog entities holds a few, so a
// bound only matters for a huge generated file.
const MAX_ENTITIES_TOLD = 100;

async function entitiesOfSource(db: CatalogExecutor, sourceKey: string): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_entities')
    .select('entity_key')
    .where('source_key', '=', sourceKey)
    .where('orphan', '=', 0)
    .orderBy('entity_key')
    .limit(MAX_ENTITIES_TOLD)
    .execute();
  return rows.map(row => row.entity_key);
}
