import { sql, type SelectQueryBuilder } from 'kysely';
import type { EntityFilter } from '../request/parseEntityFilter';
import type { EntityOrder } from '../request/parseEntityOrder';
import type { CatalogExecutor } from './catalogDb';
import { chunked } from './chunked';
import { entityColumnByField, filterExpression, fullTextExpression } from './filterExpression';
import type { CatalogTables } from './tables';

export interface EntitySelection {
  filter?: EntityFilter;
  fullText?: { term: string; fields?: string[] };
}

export interface PageRequest extends EntitySelection {
  order: EntityOrder[];
  limit: number;
  offset?: number;
  /** Keyset position: continue after (or before, for 'prev') this item. */
  boundary?: { value: string; id: string };
  direction?: 'next' | 'prev';
}

export interface PageRow {
  id: string;
  final: string;
  /** The first order field's value, for keyset cursors. */
  sortValue: string;
}

type EntityQuery = SelectQueryBuilder<
  CatalogTables & { e: CatalogTables['catalog_entities'] },
  'e',
  object
>;

/** Entities are served only once stitched; an entity mid-ingestion has no final body yet. */
function selectable(db: CatalogExecutor, selection: EntitySelection): EntityQuery {
  let query = db
    .selectFrom('catalog_entities as e')
    .where('e.final', 'is not', null) as unknown as EntityQuery;
  if (selection.filter) {
    const filter = selection.filter;
    query = query.where(eb => filterExpression(eb, filter));
  }
  if (selection.fullText?.term) {
    const { term, fields } = selection.fullText;
    query = query.where(eb => fullTextExpression(eb, term, fields));
  }
  return query;
}

/** Order fields kept as columns use keyset paging; any other field sorts by its search value. */
export function isKeysetOrder(order: EntityOrder[]): boolean {
  return order.length === 1 && entityColumnByField[order[0]!.field.toLowerCase()] !== undefined;
}

export async function queryPage(db: CatalogExecutor, request: PageRequest): Promise<PageRow[]> {
  const order =
    request.order.length > 0 ? request.order : [{ field: 'metadata.name', order: 'asc' as const }];
  const reverse = request.direction === 'prev';
  let query = selectable(db, request);
  if (isKeysetOrder(order)) {
    const { field, order: direction } = order[0]!;
    const column = entityColumnByField[field.toLowerCase()]!;
    const ascending = (direction === 'asc') !== reverse;
    if (request.boundary) {
      const { value, id } = request.boundary;
      query = query.where(eb =>
        eb(eb.refTuple(column, 'e.id'), ascending ? '>' : '<', eb.tuple(value, id)),
      );
    }
    const rows = await query
      .select(['e.id', 'e.final', `${column} as sortValue`])
      .orderBy(column, ascending ? 'asc' : 'desc')
      .orderBy('e.id', ascending ? 'asc' : 'desc')
      .limit(request.limit)
      .offset(request.offset ?? 0)
      .execute();
    const page = rows as unknown as PageRow[];
    return reverse ? page.reverse() : page;
  }
  let ordered = query.select(['e.id', 'e.final']);
  for (const { field, order: direction } of order) {
    const column = entityColumnByField[field.toLowerCase()];
    const sortExpression = column
      ? sql.ref(column)
      : sql`(select min(s.value) from catalog_search s where s.entity_id = e.id and s.key = ${field.toLowerCase()})`;
    // Entities without the field sort last either way, as people expect of a "missing" value.
    ordered = ordered.orderBy(sql`${sortExpression} is null`).orderBy(sortExpression, direction);
  }
  const rows = await ordered
    .orderBy('e.id')
    .limit(request.limit)
    .offset(request.offset ?? 0)
    .execute();
  return (rows as Array<{ id: string; final: string }>).map(r => ({ ...r, sortValue: '' }));
}

export async function countEntities(
  db: CatalogExecutor,
  selection: EntitySelection,
): Promise<number> {
  const row = await selectable(db, selection)
    .select(eb => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getFinalByKey(db: CatalogExecutor, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalog_entities')
    .select('final')
    .where('entity_key', '=', key)
    .executeTakeFirst();
  return row?.final ?? undefined;
}

export async function getFinalByUid(db: CatalogExecutor, uid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalog_entities')
    .select('final')
    .where('id', '=', uid)
    .executeTakeFirst();
  return row?.final ?? undefined;
}

/** Final bodies by key, optionally narrowed by a filter; absent keys are simply missing. */
export async function getFinalsByKeys(
  db: CatalogExecutor,
  keys: readonly string[],
  selection: EntitySelection = {},
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

export interface FacetCount {
  value: string;
  count: number;
}

export async function queryFacets(
  db: CatalogExecutor,
  facets: readonly string[],
  selection: EntitySelection,
): Promise<Record<string, FacetCount[]>> {
  const result: Record<string, FacetCount[]> = {};
  const narrowed = Boolean(selection.filter || selection.fullText?.term);
  for (const facet of facets) {
    let query = db
      .selectFrom('catalog_search as s')
      .select(['s.value', 's.original_value', eb => eb.fn.countAll<number>().as('count')])
      .where('s.key', '=', facet.toLowerCase())
      .where('s.value', '!=', '');
    if (narrowed)
      query = query.where('s.entity_id', 'in', selectable(db, selection).select('e.id'));
    const rows = await query.groupBy(['s.value', 's.original_value']).execute();
    // Spellings that differ only in case count as one value, shown as its commonest spelling.
    const byValue = new Map<string, { value: string; count: number; best: number }>();
    for (const row of rows as Array<{
      value: string;
      original_value: string | null;
      count: number;
    }>) {
      const count = Number(row.count);
      const entry = byValue.get(row.value);
      const shown = row.original_value ?? row.value;
      if (!entry) byValue.set(row.value, { value: shown, count, best: count });
      else {
        entry.count += count;
        if (count > entry.best) Object.assign(entry, { value: shown, best: count });
      }
    }
    result[facet] = [...byValue.values()]
      .map(({ value, count }) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  }
  return result;
}

export interface EntityLocationInfo {
  id: string;
  entity_key: string;
  entity_ref: string;
  kind: string;
  source_key: string | null;
  location_id: string | null;
  parent_key: string | null;
  final: string | null;
}

export async function getEntityInfo(
  db: CatalogExecutor,
  key: string,
): Promise<EntityLocationInfo | undefined> {
  return db
    .selectFrom('catalog_entities')
    .select([
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
