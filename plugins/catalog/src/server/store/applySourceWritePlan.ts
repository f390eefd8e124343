import { chunked } from '@atrium/server-core';
import type { CatalogExecutor } from './catalogDb';
import type { CatalogStoreContext } from './catalogStoreContext';
import { deleteSourceEntities } from './deleteSourceEntities';
import { orphanEntities } from './orphanEntities';
import { removeSourceTrees } from './removeSourceTrees';
import type { ContentWrites, SourceWritePlan } from './sourceWritePlan';

/** Entities to stitch after a write, which writing adds to as its statements find them. */
export interface KeysToStitch {
  /** Entities whose own row was written. */
  changed: Set<string>;
  /** Entities that only gained or lost a relation or a status item from a neighbour. */
  affected: Set<string>;
  /** Entities deleted: nothing is stitched for them, but whatever mirrors them must drop them. */
  deleted: Set<string>;
}

/**
 * Runs a source's write plan in the caller's transaction. Adds to `stitch` what only the
 * statements tell: the neighbours the replaced relations pointed from, the rejected versions
 * whose stored entity was there to show their errors, and the entities orphaned.
 */
export async function applySourceWritePlan(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  plan: SourceWritePlan,
  stitch: KeysToStitch,
): Promise<void> {
  if (plan.content) await writeContent(db, context, plan.sourceKey, plan.content, stitch);
  await db
    .updateTable('catalog_sources')
    .set(plan.source)
    .where('source_key', '=', plan.sourceKey)
    .execute();
}

async function writeContent(
  db: CatalogExecutor,
  context: CatalogStoreContext,
  sourceKey: string,
  content: ContentWrites,
  stitch: KeysToStitch,
): Promise<void> {
  for (const [key, columns] of content.updated) {
    await db.updateTable('catalog_entities').set(columns).where('entity_key', '=', key).execute();
  }
  for (const chunk of chunked([...content.updated.keys()], 500)) {
    const old = await db
      .selectFrom('catalog_relations')
      .select('source_key')
      .where('origin_key', 'in', chunk)
      .execute();
    for (const row of old) stitch.affected.add(row.source_key);
    await db.deleteFrom('catalog_relations').where('origin_key', 'in', chunk).execute();
  }
  await context.insertMany(
    db,
    'catalog_relations',
    ['origin_key', 'source_key', 'type', 'target_ref'],
    content.relations,
  );

  for (const rejected of content.rejected) {
    const updated = await db
      .updateTable('catalog_entities')
      .set({ errors: rejected.errors })
      .where('entity_key', '=', rejected.key)
      .where(eb => eb.or([eb('source_key', '=', sourceKey), eb('orphan', '=', 1)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) stitch.changed.add(rejected.key);
  }

  for (const key of await orphanEntities(db, content.orphaned, content.now)) {
    stitch.changed.add(key);
  }
  const deleted = await deleteSourceEntities(db, sourceKey, content.deleted);
  for (const key of deleted.affected) stitch.affected.add(key);
  for (const key of deleted.deleted) stitch.deleted.add(key);
  for (const child of content.children) {
    await db
      .insertInto('catalog_sources')
      .values(child)
      .onConflict(oc => oc.column('source_key').doUpdateSet({ parent_key: child.parent_key }))
      .execute();
  }
  const removed = await removeSourceTrees(
    db,
    content.removedChildren,
    content.now,
    content.removedChildrenEntities,
  );
  for (const key of removed.affected) stitch.changed.add(key);
  for (const key of removed.deleted) stitch.deleted.add(key);
}
