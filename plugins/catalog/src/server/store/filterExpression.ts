import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ResolvedClause, ResolvedCondition, ResolvedSelection } from './resolveSelection';
import { entityColumnOf } from './entityColumns';
import type { CatalogTables } from './tables';

type EntityEb = ExpressionBuilder<CatalogTables & { e: CatalogTables['catalog_entities'] }, 'e'>;

const matchesNothing = sql<SqlBool>`1 = 0`;
const matchesEverything = sql<SqlBool>`1 = 1`;

/** `column LIKE pattern` with `%`, `_` and `\` in `text` taken literally; values are lower-cased. */
function like(column: string, text: string, where: 'prefix' | 'anywhere'): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, c => `\\${c}`);
  const pattern = where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

function clauseExpression(eb: EntityEb, clause: ResolvedClause): Expression<SqlBool> {
  const column = clause.key === 'metadata.uid' ? 'e.id' : entityColumnOf(clause.key);
  if (column) {
    if (clause.values) return eb(column, 'in', clause.values);
    return clause.prefix === undefined ? matchesEverything : like(column, clause.prefix, 'prefix');
  }
  if (clause.keyId === undefined) return matchesNothing;
  let matching = eb
    .selectFrom('catalog_search as s')
    .select('s.entity_seq')
    .where('s.key_id', '=', clause.keyId);
  if (clause.values) matching = matching.where('s.value', 'in', clause.values);
  if (clause.prefix !== undefined)
    matching = matching.where(like('s.value', clause.prefix, 'prefix'));
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

/** A condition tree (what a caller may read, a filter predicate) as one SQL condition. */
export function conditionExpression(
  eb: EntityEb,
  condition: ResolvedCondition,
): Expression<SqlBool> {
  if ('allOf' in condition) return eb.and(condition.allOf.map(c => conditionExpression(eb, c)));
  if ('anyOf' in condition) {
    return condition.anyOf.length === 0
      ? matchesNothing
      : eb.or(condition.anyOf.map(c => conditionExpression(eb, c)));
  }
  if ('not' in condition) return eb.not(conditionExpression(eb, condition.not));
  return clauseExpression(eb, condition);
}

/** Case-insensitive substring match over the given fields (all fields when none are given). */
export function fullTextExpression(
  eb: EntityEb,
  fullText: NonNullable<ResolvedSelection['fullText']>,
): Expression<SqlBool> {
  if (fullText.keyIds && fullText.keyIds.length === 0) return matchesNothing;
  let matching = eb
    .selectFrom('catalog_search as s')
    .select('s.entity_seq')
    .where(like('s.value', fullText.term, 'anywhere'));
  if (fullText.keyIds) matching = matching.where('s.key_id', 'in', fullText.keyIds);
  return eb('e.seq', 'in', matching);
}
