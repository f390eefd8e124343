import { InputError, ownValue, type PermissionCriteria } from '@atrium/model';
import type { EntityCondition, FilterClause } from '../request/parseEntityFilter';
import { optionalString, stringListParam, stringParam, type RuleParams } from './ruleParams';

/**
 * The entities a caller may see, as a tree the store turns into SQL: a conditional decision's
 * criteria with each rule replaced by the search-table clause that means the same.
 */
export type EntityPermissionFilter = EntityCondition;

/** Matches no entity: a denied read. */
export const NO_ENTITIES: EntityPermissionFilter = { anyOf: [] };

/** `key`, or `key=value`: the clause shape of `filter=` parameters, lower-cased the same way. */
function clause(key: string, value?: string): FilterClause {
  return value === undefined
    ? { key: key.toLowerCase() }
    : { key: key.toLowerCase(), values: [value.toLowerCase()] };
}

/**
 * The catalog rules as filters, with the parameters the in-memory rules take
 * (`catalogEntityRules.ts`): the two must agree, which the tests check rule by rule.
 */
const RULE_FILTERS: Readonly<Record<string, (params: RuleParams) => EntityPermissionFilter>> = {
  IS_ENTITY_OWNER: params => ({
    key: 'relations.ownedby',
    values: stringListParam(params, 'claims', 'IS_ENTITY_OWNER').map(ref => ref.toLowerCase()),
  }),
  IS_ENTITY_KIND: params => ({
    key: 'kind',
    values: stringListParam(params, 'kinds', 'IS_ENTITY_KIND').map(kind => kind.toLowerCase()),
  }),
  HAS_ANNOTATION: params =>
    clause(
      `metadata.annotations.${stringParam(params, 'annotation', 'HAS_ANNOTATION')}`,
      optionalString(params, 'value'),
    ),
  HAS_LABEL: params => clause(`metadata.labels.${stringParam(params, 'label', 'HAS_LABEL')}`),
  HAS_SPEC: params =>
    clause(`spec.${stringParam(params, 'key', 'HAS_SPEC')}`, optionalString(params, 'value')),
};

/** A conditional decision's criteria as a filter; an unknown rule is an InputError. */
export function toEntityPermissionFilter(criteria: PermissionCriteria): EntityPermissionFilter {
  if ('allOf' in criteria) return { allOf: criteria.allOf.map(toEntityPermissionFilter) };
  if ('anyOf' in criteria) return { anyOf: criteria.anyOf.map(toEntityPermissionFilter) };
  if ('not' in criteria) return { not: toEntityPermissionFilter(criteria.not) };
  const rule = ownValue(RULE_FILTERS, criteria.rule);
  if (!rule) throw new InputError(`Unknown catalog-entity permission rule '${criteria.rule}'`);
  return rule(criteria.params);
}
