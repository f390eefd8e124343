import {
  InputError,
  ownValue,
  RELATION_OWNED_BY,
  type Entity,
  type PermissionCondition,
} from '@atrium/model';
import { optionalString, stringListParam, stringParam, type RuleParams } from './ruleParams';

/** A dotted path under `spec`, e.g. `lifecycle` or `profile.email`. */
function specValue(entity: Entity, key: string): unknown {
  let value: unknown = entity.spec;
  for (const part of key.split('.')) {
    value =
      value !== null && typeof value === 'object'
        ? ownValue(value as Record<string, unknown>, part)
        : undefined;
  }
  return value;
}

/**
 * The catalog's permission rules over one entity (Backstage's names and parameters):
 * IS_ENTITY_OWNER (claims), IS_ENTITY_KIND (kinds), HAS_ANNOTATION (annotation, value),
 * HAS_LABEL (label), HAS_SPEC (key, value). Refs and kinds compare lower-case.
 */
export const CATALOG_ENTITY_RULES: Readonly<
  Record<string, (entity: Entity, params: RuleParams) => boolean>
> = {
  IS_ENTITY_OWNER(entity, params) {
    const claims = new Set(
      stringListParam(params, 'claims', 'IS_ENTITY_OWNER').map(ref => ref.toLowerCase()),
    );
    return (entity.relations ?? []).some(
      relation =>
        relation.type === RELATION_OWNED_BY && claims.has(relation.targetRef.toLowerCase()),
    );
  },
  IS_ENTITY_KIND(entity, params) {
    const kinds = stringListParam(params, 'kinds', 'IS_ENTITY_KIND').map(kind =>
      kind.toLowerCase(),
    );
    return kinds.includes(entity.kind.toLowerCase());
  },
  HAS_ANNOTATION(entity, params) {
    const annotation = stringParam(params, 'annotation', 'HAS_ANNOTATION');
    const value = optionalString(params, 'value');
    const actual = ownValue(entity.metadata.annotations, annotation);
    return actual !== undefined && (value === undefined || actual === value);
  },
  HAS_LABEL(entity, params) {
    const label = stringParam(params, 'label', 'HAS_LABEL');
    return ownValue(entity.metadata.labels, label) !== undefined;
  },
  HAS_SPEC(entity, params) {
    const key = stringParam(params, 'key', 'HAS_SPEC');
    const value = optionalString(params, 'value');
    const actual = specValue(entity, key);
    return actual !== undefined && (value === undefined || actual === value);
  },
};

/** Applies one condition to an entity; an unknown rule is the caller's mistake (InputError). */
export function applyCatalogEntityRule(entity: Entity, condition: PermissionCondition): boolean {
  const rule = ownValue(CATALOG_ENTITY_RULES, condition.rule);
  if (!rule) throw new InputError(`Unknown catalog-entity permission rule '${condition.rule}'`);
  return rule(entity, condition.params);
}
