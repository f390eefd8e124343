import { sql } from 'kysely';
import type { DatabaseEngine } from '@atrium/server-core';
import type { CatalogExecutor } from './catalogDb';
import type { CatalogTables } from './tables';

export type SourceRow = CatalogTables['catalog_sources'];

export interface LeaseOptions {
  now: number;
  leaseMs: number;
  /** The instance taking the lease (see instanceStore). */
  owner: string;
}

/**
 * Sources that are due and free, oldest first: what could be read next. Nothing is leased here
 * (see claimSources): the caller picks those it has room for.
 */
export async function dueSources(
  db: CatalogExecutor,
  options: { now: number; limit: number },
): Promise<Array<Pick<SourceRow, 'source_key' | 'type' | 'target'>>> {
  const { now, limit } = options;
  return db
    .selectFrom('catalog_sources')
    .select(['source_key', 'type', 'target'])
    .where('next_refresh_at', '<=', now)
    .where(eb => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_refresh_at')
    .orderBy('depth')
    .limit(limit)
    .execute();
}

/**
 * Moves due sources that must wait (their host is busy) behind the others that are due, so
 * sources of other hosts are seen next time instead of the same waiting ones.
 */
export async function postponeSources(
  db: CatalogExecutor,
  keys: readonly string[],
  now: number,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('catalog_sources')
    .set({ next_refresh_at: now })
    .where('source_key', 'in', keys)
    .where('next_refresh_at', '<', now)
    .where(eb => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .execute();
}

/**
 * Leases the sources picked, those still free. The pick is a statement of its own: inside
 * `IN (…)` PostgreSQL may run a `LIMIT … SKIP LOCKED` subquery more than once and lease more
 * rows than asked for. Checking the lease again here keeps a source from being leased twice when
 * another replica took it in between.
 */
async function leaseFree(
  db: CatalogExecutor,
  picked: ReadonlyArray<{ source_key: string }>,
  options: LeaseOptions,
): Promise<SourceRow[]> {
  if (picked.length === 0) return [];
  return db
    .updateTable('catalog_sources')
    .set({ lease_until: options.now + options.leaseMs, lease_owner: options.owner })
    .where(
      'source_key',
      'in',
      picked.map(row => row.source_key),
    )
    .where(eb => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', options.now)]))
    .returningAll()
    .execute();
}

export async function getSource(db: CatalogExecutor, key: string): Promise<SourceRow | undefined> {
  return db
    .selectFrom('catalog_sources')
    .selectAll()
    .where('source_key', '=', key)
    .executeTakeFirst();
}

/** `type:target` of every source above this one, nearest first. */
export async function sourceAncestors(db: CatalogExecutor, source: SourceRow): Promise<string[]> {
  const ancestors: string[] = [];
  let declaredBy = source.declared_by;
  for (let hops = 0; declaredBy && hops < 64; hops++) {
    const parent = await getSource(db, declaredBy);
    if (!parent) break;
    ancestors.push(`${parent.type}:${parent.target}`);
    declaredBy = parent.declared_by;
  }
  return ancestors;
}

export async function sourcesForFile(db: CatalogExecutor, file: string): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_sources')
    .select('source_key')
    .where('type', '=', 'file')
    .where('target', '=', file)
    .execute();
  return rows.map(r => r.source_key);
}

/** Sources of a type whose target starts with a prefix (a repository's files, by its URL). */
export async function sourcesWithTargetPrefix(
  db: CatalogExecutor,
  type: string,
  prefix: string,
): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, match => `\\${match}`);
  const rows = await db
    .selectFrom('catalog_sources')
    .select(['source_key', 'target'])
    .where('type', '=', type)
    .where(sql<boolean>`target like ${`${escaped}%`} escape '\\'`)
    .execute();
  // LIKE ignores case on some engines; the prefix is compared exactly here.
  return rows.filter(row => row.target.startsWith(prefix)).map(row => row.source_key);
}

/** Leases the given sources if nobody holds them; answers the ones this caller now holds. */
export async function claimSources(
  db: CatalogExecutor,
  engine: DatabaseEngine,
  keys: readonly string[],
  options: LeaseOptions,
): Promise<SourceRow[]> {
  if (keys.length === 0) return [];
  let free = db
    .selectFrom('catalog_sources')
    .select('source_key')
    .where('source_key', 'in', keys)
    .where(eb => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', options.now)]));
  if (engine === 'pg') free = free.forUpdate().skipLocked();
  return leaseFree(db, await free.execute(), options);
}

/** Gives leased sources back after a failed write, to be tried again after `retryAt`. */
export async function releaseSources(
  db: CatalogExecutor,
  keys: readonly string[],
  retryAt: number,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('catalog_sources')
    .set({ lease_until: null, next_refresh_at: retryAt })
    .where('source_key', 'in', keys)
    .execute();
}

/** Makes sources due at once (a watched file changed). */
export async function scheduleSourcesNow(
  db: CatalogExecutor,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('catalog_sources')
    .set({ next_refresh_at: 0 })
    .where('source_key', 'in', keys)
    .execute();
}

/** Which of these sources still exist. */
export async function existingSourceKeys(
  db: CatalogExecutor,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('catalog_sources')
    .select('source_key')
    .where('source_key', 'in', keys)
    .execute();
  return rows.map(r => r.source_key);
}

/** Sources named by these ones that have never been read. */
export async function unreadChildSources(
  db: CatalogExecutor,
  parents: readonly string[],
): Promise<string[]> {
  if (parents.length === 0) return [];
  const rows = await db
    .selectFrom('catalog_sources')
    .select('source_key')
    .where('declared_by', 'in', parents)
    .where('content_hash', 'is', null)
    .execute();
  return rows.map(r => r.source_key);
}

/** Sources named by the Location entity with this key. */
export async function sourcesNamedBy(db: CatalogExecutor, entityKey: string): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_sources')
    .select('source_key')
    .where('parent_key', '=', entityKey)
    .execute();
  return rows.map(r => r.source_key);
}
