import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { EntityFilter, FilterClause } from '../request/parseEntityFilter';
import type { CatalogTables } from './tables';

type EntityEb = ExpressionBuilder<CatalogTables & { e: CatalogTables['catalog_entities'] }, 'e'>;

/** Fields kept as columns of catalog_entities (lower-cased) so the commonest filters skip a join. */
export const entityColumnByField: Record<string, 'e.kind' | 'e.namespace' | 'e.name'> = {
  kind: 'e.kind',
  'metadata.namespace': 'e.namespace',
  'metadata.name': 'e.name',
};

function clauseExpression(eb: EntityEb, clause: FilterClause): Expression<SqlBool> {
  const column = entityColumnByField[clause.key];
  if (column) return clause.values ? eb(column, 'in', clause.values) : sql<SqlBool>`1 = 1`;
  let matching = eb
    .selectFrom('catalog_search')
    .select('catalog_search.entity_id')
    .where('catalog_search.key', '=', clause.key);
  if (clause.values) matching = matching.where('catalog_search.value', 'in', clause.values);
  return eb('e.id', 'in', matching);
}

export function filterExpression(eb: EntityEb, filter: EntityFilter): Expression<SqlBool> {
  return eb.or(
    filter.anyOf.map(group => eb.and(group.allOf.map(clause => clauseExpression(eb, clause)))),
  );
}

/** Case-insensitive substring match over the given fields (all fields when none are given). */
export function fullTextExpression(
  eb: EntityEb,
  term: string,
  fields?: string[],
): Expression<SqlBool> {
  const escaped = term.toLowerCase().replace(/[\\%_]/g, c => `\\${c}`);
  let matching = eb
    .selectFrom('catalog_search')
    .select('catalog_search.entity_id')
    .where(sql<SqlBool>`catalog_search.value like ${`%${escaped}%`} escape '\\'`);
  if (fields && fields.length > 0) {
    matching = matching.where(
      'catalog_search.key',
      'in',
      fields.map(f => f.toLowerCase()),
    );
  }
  return eb('e.id', 'in', matching);
}
