import type { DatabaseEngine } from '@atrium/server-core';
import type { CatalogExecutor } from './catalogDb';

/** Records a server instance as alive (again, after a failed start or a long pause). */
export async function registerInstance(
  db: CatalogExecutor,
  id: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('catalog_instances')
    .values({ id, heartbeat_at: now })
    .onConflict(oc => oc.column('id').doUpdateSet({ heartbeat_at: now }))
    .execute();
}

/**
 * Shows the instance is alive and extends the leases it holds, so a read that takes long is never
 * taken over by another replica while its reader lives.
 */
export async function beatInstance(
  db: CatalogExecutor,
  id: string,
  options: { now: number; leaseMs: number },
): Promise<void> {
  const updated = await db
    .updateTable('catalog_instances')
    .set({ heartbeat_at: options.now })
    .where('id', '=', id)
    .executeTakeFirst();
  // Declared dead by a replica after a long pause: alive again, its leases were given up.
  if (Number(updated.numUpdatedRows) === 0) await registerInstance(db, id, options.now);
  await db
    .updateTable('catalog_sources')
    .set({ lease_until: options.now + options.leaseMs })
    .where('lease_owner', '=', id)
    .where('lease_until', 'is not', null)
    .execute();
}

/**
 * Frees the leases of instances that are gone, so what they were reading is read again at once:
 * on SQLite only one process uses the database, so every other instance is gone; on PostgreSQL
 * an instance is gone when it has not beaten since `staleBefore`. A lease with an owner that is
 * still alive is never touched. Answers how many sources were freed.
 */
export async function releaseDeadInstances(
  db: CatalogExecutor,
  engine: DatabaseEngine,
  options: { self: string; now: number; staleBefore: number },
): Promise<number> {
  let dead = db.deleteFrom('catalog_instances').where('id', '!=', options.self);
  if (engine === 'pg') dead = dead.where('heartbeat_at', '<', options.staleBefore);
  await dead.execute();
  let leases = db
    .updateTable('catalog_sources')
    .set({ lease_until: null, lease_owner: null, next_refresh_at: options.now })
    .where('lease_until', 'is not', null);
  leases =
    engine === 'pg'
      ? // Leases from before owners were recorded simply run out.
        leases
          .where('lease_owner', 'is not', null)
          .where(eb => eb('lease_owner', 'not in', eb.selectFrom('catalog_instances').select('id')))
      : leases.where(eb =>
          eb.or([eb('lease_owner', 'is', null), eb('lease_owner', '!=', options.self)]),
        );
  const released = await leases.executeTakeFirst();
  return Number(released.numUpdatedRows);
}

/** A stopping instance gives its sources back, to be read at once by whoever runs next. */
export async function removeInstance(db: CatalogExecutor, id: string, now: number): Promise<void> {
  await db
    .updateTable('catalog_sources')
    .set({ lease_until: null, lease_owner: null, next_refresh_at: now })
    .where('lease_owner', '=', id)
    .where('lease_until', 'is not', null)
    .execute();
  await db.deleteFrom('catalog_instances').where('id', '=', id).execute();
}
