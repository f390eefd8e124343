// The relations an entity's spec implies, stored in both directions so that either end can list
// its neighbours without a reverse lookup (spec 001 §3).
import type { Entity } from '../entity/Entity';
import {
  type CompoundEntityRef,
  getCompoundEntityRef,
  invalidEntityRefMessage,
  normalizeEntityRef,
} from '../entity/entityRef';
import { RELATION_PAIRS } from '../entity/relations';
import type { EntityProblem } from '../validation/EntityProblem';
import { isPlainObject } from '../validation/isPlainObject';
import { findBuiltinKind } from './builtinKinds';
import type { RelationField } from './KindDefinition';
import { parseRelationTarget } from './parseRelationTarget';

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

// As in Backstage's catalog, an empty value (absent, '', null, false, 0) names nothing, and a
// single ref may stand where a list is expected; only the field's format decides which it holds.
function refsInField(spec: Record<string, unknown>, field: RelationField): RefAtPath[] {
  const value = spec[field.field];
  const path = `spec.${field.field}`;
  if (!value) return [];
  if (!Array.isArray(value)) return [{ value, path }];
  return value.map((item: unknown, index) => ({ value: item, path: `${path}.${index}` }));
}

/**
 * Reads the ref fields of a built-in kind's spec. Refs default to the entity's own namespace
 * and to the field's kind, and are read as leniently as `parseRelationTarget` says; a ref that
 * cannot be read becomes a problem, never a throw.
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
    const defaults = { defaultKind: field.defaultKind, defaultNamespace: self.namespace };
    for (const { value, path } of refsInField(entity.spec, field)) {
      const target = parseRelationTarget(value, defaults);
      if (!target.ok) {
        const message = `${invalidEntityRefMessage(value)}: ${target.reason}`;
        result.problems.push({ path, message });
        continue;
      }
      add(self, field.type, target.ref);
      add(target.ref, RELATION_PAIRS[field.type], self);
    }
  }
  return result;
}
