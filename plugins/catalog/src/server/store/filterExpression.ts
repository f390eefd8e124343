import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type {
  ResolvedClause,
  ResolvedPermissionFilter,
  ResolvedSelection,
} from './resolveSelection';
import { entityColumnOf } from './entityColumns';
import type { CatalogTables } from './tables';

type EntityEb = ExpressionBuilder<CatalogTables & { e: CatalogTables['catalog_entities'] }, 'e'>;

const matchesNothing = sql<SqlBool>`1 = 0`;
const matchesEverything = sql<SqlBool>`1 = 1`;

function clauseExpression(eb: EntityEb, clause: ResolvedClause): Expression<SqlBool> {
  if (clause.key === 'metadata.uid')
    return clause.values ? eb('e.id', 'in', clause.values) : matchesEverything;
  const column = entityColumnOf(clause.key);
  if (column) return clause.values ? eb(column, 'in', clause.values) : matchesEverything;
  if (clause.keyId === undefined) return matchesNothing;
  let matching = eb
    .selectFrom('catalog_search as s')
    .select('s.entity_seq')
    .where('s.key_id', '=', clause.keyId);
  if (clause.values) matching = matching.where('s.value', 'in', clause.values);
  return eb('e.seq', 'in', matching);
}

export function filterExpression(
  eb: EntityEb,
  filter: NonNullable<ResolvedSelection['filter']>,
): Expression<SqlBool> {
  return eb.or(
    filter.anyOf.map(group => eb.and(group.allOf.map(clause => clauseExpression(eb, clause)))),
  );
}

/** The entities a caller may read: the permission tree, with `not`, as one SQL condition. */
export function permissionExpression(
  eb: EntityEb,
  filter: ResolvedPermissionFilter,
): Expression<SqlBool> {
  if ('allOf' in filter) return eb.and(filter.allOf.map(f => permissionExpression(eb, f)));
  if ('anyOf' in filter) {
    return filter.anyOf.length === 0
      ? matchesNothing
      : eb.or(filter.anyOf.map(f => permissionExpression(eb, f)));
  }
  if ('not' in filter) return eb.not(permissionExpression(eb, filter.not));
  return clauseExpression(eb, filter);
}

/** Case-insensitive substring match over the given fields (all fields when none are given). */
export function fullTextExpression(
  eb: EntityEb,
  fullText: NonNullable<ResolvedSelection['fullText']>,
): Expression<SqlBool> {
  if (fullText.keyIds && fullText.keyIds.length === 0) return matchesNothing;
  const escaped = fullText.term.toLowerCase().replace(/[\\%_]/g, c => `\\${c}`);
  let matching = eb
    .selectFrom('catalog_search as s')
    .select('s.entity_seq')
    .where(sql<SqlBool>`s.value like ${`%${escaped}%`} escape '\\'`);
  if (fullText.keyIds) matching = matching.where('s.key_id', 'in', fullText.keyIds);
  return eb('e.seq', 'in', matching);
}
