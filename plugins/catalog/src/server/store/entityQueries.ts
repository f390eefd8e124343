import { sql, type SelectQueryBuilder } from 'kysely';
import type { CatalogExecutor } from './catalogDb';
import { chunked } from '@atrium/server-core';
import { entityColumnOf } from './entityColumns';
import { conditionExpression, filterExpression, fullTextExpression } from './filterExpression';
import type { ResolvedOrder, ResolvedSelection } from './resolveSelection';
import type { CatalogTables } from './tables';

export interface PageRequest extends ResolvedSelection {
  order: ResolvedOrder[];
  limit: number;
  offset?: number;
  /** Keyset position: continue after (or before, for 'prev') this item. */
  boundary?: { value: string; seq: number };
  direction?: 'next' | 'prev';
}

export interface PageRow extends PageEntry {
  final: string;
}

/** A row of a page without its body: enough to page on and to fetch bodies within a budget. */
export interface PageEntry {
  seq: number;
  /** The first order field's value, for keyset cursors. */
  sortValue: string;
  /** Length of the served body in characters (about its size in bytes). */
  size: number;
}

type EntityQuery = SelectQueryBuilder<
  CatalogTables & { e: CatalogTables['catalog_entities'] },
  'e',
  object
>;

const DEFAULT_ORDER: ResolvedOrder[] = [{ field: 'metadata.name', order: 'asc' }];

function selectable(db: CatalogExecutor, selection: ResolvedSelection): EntityQuery {
  let query = db.selectFrom('catalog_entities as e') as unknown as EntityQuery;
  const { filter, predicate, fullText, permission } = selection;
  if (filter) query = query.where(eb => filterExpression(eb, filter));
  if (predicate) query = query.where(eb => conditionExpression(eb, predicate));
  if (fullText?.term) query = query.where(eb => fullTextExpression(eb, fullText));
  if (permission) query = query.where(eb => conditionExpression(eb, permission));
  return query;
}

/** Order fields kept as columns use keyset paging; any other field sorts by its search value. */
export function isKeysetOrder(order: readonly { field: string }[]): boolean {
  const effective = order.length > 0 ? order : DEFAULT_ORDER;
  return effective.length === 1 && entityColumnOf(effective[0]!.field.toLowerCase()) !== undefined;
}

export async function queryPage(db: CatalogExecutor, request: PageRequest): Promise<PageRow[]> {
  return (await pageRows(db, request, true)) as PageRow[];
}

/** A page without bodies: lists fetch those a few at a time (see getFinalsBySeq). */
export async function queryPageEntries(
  db: CatalogExecutor,
  request: PageRequest,
): Promise<PageEntry[]> {
  return pageRows(db, request, false);
}

/**
 * Bytes of an entity's body. Both databases know a value's byte length without reading it,
 * where counting its characters would read every body a page only lists.
 */
function bodySize() {
  return sql<number>`octet_length(e.final)`.as('size');
}

async function pageRows(
  db: CatalogExecutor,
  request: PageRequest,
  withFinal: boolean,
): Promise<Array<PageEntry & { final?: string }>> {
  const columns = withFinal
    ? (['e.seq', 'e.final', bodySize()] as const)
    : (['e.seq', bodySize()] as const);
  const order = request.order.length > 0 ? request.order : DEFAULT_ORDER;
  const reverse = request.direction === 'prev';
  let query = selectable(db, request);
  if (isKeysetOrder(order)) {
    const { field, order: direction } = order[0]!;
    const column = entityColumnOf(field.toLowerCase())!;
    const ascending = (direction === 'asc') !== reverse;
    if (request.boundary) {
      const { value, seq } = request.boundary;
      query = query.where(eb =>
        eb(eb.refTuple(column, 'e.seq'), ascending ? '>' : '<', eb.tuple(value, seq)),
      );
    }
    const rows = await query
      .select([...columns, `${column} as sortValue`])
      .orderBy(column, ascending ? 'asc' : 'desc')
      .orderBy('e.seq', ascending ? 'asc' : 'desc')
      .limit(request.limit)
      .offset(request.offset ?? 0)
      .execute();
    const page = (rows as unknown as PageRow[]).map(r => ({
      ...r,
      seq: Number(r.seq),
      size: Number(r.size),
    }));
    return reverse ? page.reverse() : page;
  }
  let ordered = query.select([...columns]);
  for (const { field, order: direction, keyId } of order) {
    const column = entityColumnOf(field.toLowerCase());
    const sortExpression = column
      ? sql.ref(column)
      : sql`(select min(s.value) from catalog_search s where s.entity_seq = e.seq and s.key_id = ${keyId ?? -1})`;
    // Entities without the field sort last either way, as people expect of a "missing" value.
    ordered = ordered.orderBy(sql`${sortExpression} is null`).orderBy(sortExpression, direction);
  }
  const rows = await ordered
    .orderBy('e.seq')
    .limit(request.limit)
    .offset(request.offset ?? 0)
    .execute();
  return (rows as Array<{ seq: number; final?: string; size: number }>).map(r => ({
    ...r,
    seq: Number(r.seq),
    size: Number(r.size),
    sortValue: '',
  }));
}

export async function countEntities(
  db: CatalogExecutor,
  selection: ResolvedSelection,
): Promise<number> {
  const row = await selectable(db, selection)
    .select(eb => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An entity's served body, if it exists and the selection (e.g. what the caller may read) has it. */
export async function getFinalByKey(
  db: CatalogExecutor,
  key: string,
  selection: ResolvedSelection = {},
): Promise<string | undefined> {
  return getFinalWhere(db, 'e.entity_key', key, selection);
}

export async function getFinalByUid(
  db: CatalogExecutor,
  uid: string,
  selection: ResolvedSelection = {},
): Promise<string | undefined> {
  return getFinalWhere(db, 'e.id', uid, selection);
}

async function getFinalWhere(
  db: CatalogExecutor,
  column: 'e.entity_key' | 'e.id',
  value: string,
  selection: ResolvedSelection,
): Promise<string | undefined> {
  const row = await selectable(db, selection)
    .select('e.final')
    .where(column, '=', value)
    .executeTakeFirst();
  return row?.final;
}

/** Final bodies by key, optionally narrowed by a filter; absent keys are simply missing. */
export async function getFinalsByKeys(
  db: CatalogExecutor,
  keys: readonly string[],
  selection: ResolvedSelection = {},
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const chunk of chunked([...new Set(keys)], 500)) {
    const rows = await selectable(db, selection)
      .select(['e.entity_key', 'e.final'])
      .where('e.entity_key', 'in', chunk)
      .execute();
    for (const row of rows as Array<{ entity_key: string; final: string }>)
      found.set(row.entity_key, row.final);
  }
  return found;
}

/** Row number and body size by key, narrowed by a selection; absent keys are simply missing. */
export async function getEntriesByKeys(
  db: CatalogExecutor,
  keys: readonly string[],
  selection: ResolvedSelection = {},
): Promise<Map<string, { seq: number; size: number }>> {
  const found = new Map<string, { seq: number; size: number }>();
  for (const chunk of chunked([...new Set(keys)], 500)) {
    const rows = await selectable(db, selection)
      .select(['e.entity_key', 'e.seq', bodySize()])
      .where('e.entity_key', 'in', chunk)
      .execute();
    for (const row of rows as Array<{ entity_key: string; seq: number; size: number }>)
      found.set(row.entity_key, { seq: Number(row.seq), size: Number(row.size) });
  }
  return found;
}

/** Final bodies by row number, narrowed by the selection again (it may have changed since). */
export async function getFinalsBySeq(
  db: CatalogExecutor,
  seqs: readonly number[],
  selection: ResolvedSelection = {},
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const chunk of chunked([...new Set(seqs)], 500)) {
    const rows = await selectable(db, selection)
      .select(['e.seq', 'e.final'])
      .where('e.seq', 'in', chunk)
      .execute();
    for (const row of rows as Array<{ seq: number; final: string }>)
      found.set(Number(row.seq), row.final);
  }
  return found;
}

export interface FacetCount {
  value: string;
  count: number;
}

export async function queryFacets(
  db: CatalogExecutor,
  facets: ReadonlyArray<{ facet: string; keyId?: number }>,
  selection: ResolvedSelection,
): Promise<Record<string, FacetCount[]>> {
  // A Map, then own properties: a facet named `__proto__` must be a key, not the prototype.
  const result = new Map<string, FacetCount[]>();
  const narrowed = Boolean(
    selection.filter || selection.predicate || selection.fullText?.term || selection.permission,
  );
  for (const { facet, keyId } of facets) {
    if (keyId === undefined) {
      result.set(facet, []);
      continue;
    }
    let query = db
      .selectFrom('catalog_search as s')
      .select(['s.value', 's.original_value', eb => eb.fn.countAll<number>().as('count')])
      .where('s.key_id', '=', keyId)
      .where('s.value', '!=', '');
    if (narrowed)
      query = query.where('s.entity_seq', 'in', selectable(db, selection).select('e.seq'));
    const rows = await query.groupBy(['s.value', 's.original_value']).execute();
    result.set(
      facet,
      mergeSpellings(
        rows as Array<{ value: string; original_value: string | null; count: number }>,
      ),
    );
  }
  return Object.fromEntries(result);
}

/** Spellings that differ only in case count as one value, shown as its commonest spelling. */
function mergeSpellings(
  rows: Array<{ value: string; original_value: string | null; count: number }>,
): FacetCount[] {
  const byValue = new Map<string, { value: string; count: number; best: number }>();
  for (const row of rows) {
    const count = Number(row.count);
    const shown = row.original_value ?? row.value;
    const entry = byValue.get(row.value);
    if (!entry) byValue.set(row.value, { value: shown, count, best: count });
    else {
      entry.count += count;
      if (count > entry.best) Object.assign(entry, { value: shown, best: count });
    }
  }
  return [...byValue.values()]
    .map(({ value, count }) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

export interface EntityLocationInfo {
  seq: number;
  id: string;
  entity_key: string;
  entity_ref: string;
  kind: string;
  source_key: string | null;
  location_id: string | null;
  parent_key: string | null;
  final: string;
}

export async function getEntityInfo(
  db: CatalogExecutor,
  key: string,
): Promise<EntityLocationInfo | undefined> {
  return db
    .selectFrom('catalog_entities')
    .select([
      'seq',
      'id',
      'entity_key',
      'entity_ref',
      'kind',
      'source_key',
      'location_id',
      'parent_key',
      'final',
    ])
    .where('entity_key', '=', key)
    .executeTakeFirst();
}

/** Served bodies of the entities read through a registered location, at most `limit`. */
export async function getFinalsOfLocation(
  db: CatalogExecutor,
  locationId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('catalog_entities')
    .select('final')
    .where('location_id', '=', locationId)
    .orderBy('entity_key')
    .limit(limit)
    .execute();
  return rows.map(r => r.final);
}
