// The relations an entity's spec implies, stored in both directions so that either end can list
// its neighbours without a reverse lookup (spec 001 §3).
import type { Entity } from '../entity/Entity';
import {
  type CompoundEntityRef,
  getCompoundEntityRef,
  invalidEntityRefMessage,
  normalizeEntityRef,
  parseEntityRef,
} from '../entity/entityRef';
import { RELATION_PAIRS } from '../entity/relations';
import type { EntityProblem } from '../validation/EntityProblem';
import { isPlainObject } from '../validation/isPlainObject';
import { typeProblem } from '../validation/problemMessages';
import { findBuiltinKind } from './builtinKinds';
import type { RelationField } from './KindDefinition';

export interface DerivedRelation {
  source: CompoundEntityRef;
  type: string;
  target: CompoundEntityRef;
}

export interface DeriveRelationsResult {
  relations: DerivedRelation[];
  problems: EntityProblem[];
}

interface RefAtPath {
  value: unknown;
  path: string;
}

function refsInField(
  spec: Record<string, unknown>,
  field: RelationField,
): RefAtPath[] | EntityProblem {
  const value = spec[field.field];
  const path = `spec.${field.field}`;
  if (value === undefined) return [];
  if (!field.many) return [{ value, path }];
  if (!Array.isArray(value)) return typeProblem(path, 'a list of entity refs', value);
  return value.map((item: unknown, index) => ({ value: item, path: `${path}.${index}` }));
}

/** The parsed ref, or the reason it could not be parsed. */
function parseRef(
  value: unknown,
  field: RelationField,
  namespace: string,
): CompoundEntityRef | string {
  // Spec ref fields are text; the parts form of parseEntityRef is for callers, not YAML.
  if (typeof value !== 'string') return 'Entity reference must be a string';
  try {
    return parseEntityRef(value, { defaultKind: field.defaultKind, defaultNamespace: namespace });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Reads the ref fields of a built-in kind's spec. Refs default to the entity's own namespace
 * and to the field's kind; a ref that does not parse becomes a problem, never a throw.
 */
export function deriveRelations(entity: Entity): DeriveRelationsResult {
  const result: DeriveRelationsResult = { relations: [], problems: [] };
  const definition = findBuiltinKind(entity.apiVersion, entity.kind);
  if (!definition || !isPlainObject(entity.spec)) return result;

  const self = getCompoundEntityRef(entity);
  const seen = new Set<string>();
  const add = (source: CompoundEntityRef, type: string, target: CompoundEntityRef): void => {
    const key = `${normalizeEntityRef(source)} ${type} ${normalizeEntityRef(target)}`;
    if (seen.has(key)) return;
    seen.add(key);
    result.relations.push({ source, type, target });
  };

  for (const field of definition.relationFields) {
    const refs = refsInField(entity.spec, field);
    if (!Array.isArray(refs)) {
      result.problems.push(refs);
      continue;
    }
    for (const { value, path } of refs) {
      const target = parseRef(value, field, self.namespace);
      if (typeof target === 'string') {
        result.problems.push({ path, message: `${invalidEntityRefMessage(value)}: ${target}` });
        continue;
      }
      add(self, field.type, target);
      add(target, RELATION_PAIRS[field.type], self);
    }
  }
  return result;
}
