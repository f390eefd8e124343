// The whole-entity check run on every catalog-info.yaml document before it is stored. Problems
// are collected rather than thrown so that a user can fix all of them in one edit.
import { ENTITY_KINDS } from '../entity/constants';
import { findBuiltinKind } from '../kinds/builtinKinds';
import { validateKindSpec } from '../kinds/validateKindSpec';
import type { EntityProblem } from './EntityProblem';
import { isPlainObject } from './isPlainObject';
import { isValidApiVersion } from './isValidApiVersion';
import { isValidKind } from './isValidKind';
import { API_VERSION_MESSAGE, KIND_MESSAGE, typeProblem } from './problemMessages';
import { validateMetadata } from './validateMetadata';

export interface ValidateEntityOptions {
  /**
   * The kinds to accept, compared case-insensitively. Replaces `ENTITY_KINDS`, so a catalog
   * with extra kinds passes `[...ENTITY_KINDS, 'Extra']`.
   */
  allowedKinds?: readonly string[];
}

function validateApiVersion(apiVersion: unknown): EntityProblem[] {
  if (typeof apiVersion !== 'string') return [typeProblem('apiVersion', 'a string', apiVersion)];
  if (isValidApiVersion(apiVersion)) return [];
  return [
    {
      path: 'apiVersion',
      message: `apiVersion "${apiVersion}" is not valid. ${API_VERSION_MESSAGE}`,
    },
  ];
}

function validateKind(kind: unknown, allowedKinds: readonly string[]): EntityProblem[] {
  if (typeof kind !== 'string') return [typeProblem('kind', 'a string', kind)];
  if (!isValidKind(kind)) {
    return [{ path: 'kind', message: `kind "${kind}" is not valid. ${KIND_MESSAGE}` }];
  }
  const lowerKind = kind.toLowerCase();
  if (allowedKinds.some(allowed => allowed.toLowerCase() === lowerKind)) return [];
  return [
    {
      path: 'kind',
      message: `Unknown kind "${kind}"; known kinds are ${allowedKinds.join(', ')}`,
    },
  ];
}

function validateRelations(relations: unknown): EntityProblem[] {
  if (relations === undefined) return [];
  if (!Array.isArray(relations)) return [typeProblem('relations', 'a list', relations)];
  return relations.flatMap((relation: unknown, index): EntityProblem[] => {
    const path = `relations.${index}`;
    if (!isPlainObject(relation)) return [typeProblem(path, 'an object', relation)];
    return (['type', 'targetRef'] as const).flatMap(field =>
      typeof relation[field] === 'string'
        ? []
        : [typeProblem(`${path}.${field}`, 'a string', relation[field])],
    );
  });
}

function validateStatus(status: unknown): EntityProblem[] {
  if (status === undefined) return [];
  if (!isPlainObject(status)) return [typeProblem('status', 'an object', status)];
  if (status.items !== undefined && !Array.isArray(status.items)) {
    return [typeProblem('status.items', 'a list', status.items)];
  }
  return [];
}

/**
 * Every problem with an entity as read from YAML or JSON: the envelope and metadata for all
 * kinds, and the spec for the built-in kinds under their own apiVersions. Empty means valid.
 * Entity-ref syntax inside spec is reported by `deriveRelations`, not here.
 */
export function validateEntity(
  value: unknown,
  options: ValidateEntityOptions = {},
): EntityProblem[] {
  if (!isPlainObject(value)) return [{ path: '', message: 'Entity must be an object' }];
  const { apiVersion, kind, metadata, spec } = value;
  const problems = [
    ...validateApiVersion(apiVersion),
    ...validateKind(kind, options.allowedKinds ?? ENTITY_KINDS),
    ...(isPlainObject(metadata)
      ? validateMetadata(metadata)
      : [typeProblem('metadata', 'an object', metadata)]),
  ];
  if (spec !== undefined && !isPlainObject(spec)) {
    problems.push(typeProblem('spec', 'an object', spec));
  }
  problems.push(...validateRelations(value.relations), ...validateStatus(value.status));

  const definition = findBuiltinKind(apiVersion, kind);
  if (definition && (spec === undefined || isPlainObject(spec))) {
    problems.push(...validateKindSpec(definition, spec));
  }
  return problems;
}
