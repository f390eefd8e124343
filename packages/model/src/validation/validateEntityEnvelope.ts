// The whole-entity check run on every catalog-info.yaml document before it is stored, and by
// POST /validate-entity. It accepts and refuses what Backstage's catalog does (the differences
// are listed in the catalog plugin's README); problems are collected rather than thrown so that a
// user can fix all of them in one edit.
import type { Entity } from '../entity/Entity';
import { findBuiltinKind } from '../kinds/builtinKinds';
import { deriveRelations, type DeriveRelationsResult } from '../kinds/deriveRelations';
import { validateKindSpec } from '../kinds/validateKindSpec';
import type { EntityProblem } from './EntityProblem';
import { isPlainObject } from './isPlainObject';
import { isValidApiVersion } from './isValidApiVersion';
import { isValidKind } from './isValidKind';
import { API_VERSION_MESSAGE, KIND_MESSAGE, typeProblem } from './problemMessages';
import { unrecognisedKindProblem } from './unrecognisedKindProblem';
import { validateMetadata } from './validateMetadata';
import { validateRootFields } from './validateRootFields';

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

function validateKind(kind: unknown): EntityProblem[] {
  if (typeof kind !== 'string') return [typeProblem('kind', 'a string', kind)];
  if (isValidKind(kind)) return [];
  return [{ path: 'kind', message: `kind "${kind}" is not valid. ${KIND_MESSAGE}` }];
}

function validateEnvelope(entity: Record<string, unknown>): EntityProblem[] {
  const { apiVersion, kind, metadata, spec } = entity;
  const problems = [
    ...validateApiVersion(apiVersion),
    ...validateKind(kind),
    ...(isPlainObject(metadata)
      ? validateMetadata(metadata)
      : [typeProblem('metadata', 'an object', metadata)]),
    ...validateRootFields(entity),
  ];
  if (spec !== undefined && !isPlainObject(spec)) {
    problems.push(typeProblem('spec', 'an object', spec));
  }
  return problems;
}

/**
 * Every problem with an entity as read from YAML or JSON: the envelope and metadata, the kind
 * (only the built-in kinds, spelled exactly, under their own apiVersions), the kind's spec and,
 * once all of that holds, the refs in its relation fields. Empty means valid.
 */
export function validateEntity(value: unknown): EntityProblem[] {
  return checkEntity(value).problems;
}

/**
 * `validateEntity`, with the relations its refs give when it is valid: ingestion takes both from
 * one reading of the refs.
 */
export function checkEntity(value: unknown): DeriveRelationsResult {
  if (!isPlainObject(value)) {
    return { problems: [{ path: '', message: 'Entity must be an object' }], relations: [] };
  }
  const problems = validateEnvelope(value);
  const { apiVersion, kind, spec } = value;
  const definition = findBuiltinKind(apiVersion, kind);
  if (!definition) {
    // A malformed kind or apiVersion has its own problem already.
    if (isValidApiVersion(apiVersion) && isValidKind(kind)) {
      problems.push(unrecognisedKindProblem(value));
    }
    return { problems, relations: [] };
  }
  if (spec === undefined || isPlainObject(spec)) {
    problems.push(...validateKindSpec(definition, spec));
  }
  if (problems.length > 0) return { problems, relations: [] };
  // Refs are read last, as Backstage's catalog does; by now the value has an Entity's shape.
  return deriveRelations(value as unknown as Entity);
}
