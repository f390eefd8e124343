import { apiKind } from './api';
import { componentKind } from './component';
import { domainKind } from './domain';
import { groupKind } from './group';
import type { KindDefinition } from './KindDefinition';
import { locationKind } from './location';
import { resourceKind } from './resource';
import { systemKind } from './system';
import { templateKind } from './template';
import { userKind } from './user';

export const BUILTIN_KINDS: readonly KindDefinition[] = [
  componentKind,
  apiKind,
  systemKind,
  domainKind,
  resourceKind,
  locationKind,
  userKind,
  groupKind,
  templateKind,
];

/**
 * The built-in kind whose spec format applies to an entity with this apiVersion and kind. Both
 * must match exactly: Backstage's catalog recognises `Component` but not `component`, so an
 * entity spelled otherwise is refused rather than read as a built-in kind.
 */
export function findBuiltinKind(apiVersion: unknown, kind: unknown): KindDefinition | undefined {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return undefined;
  return BUILTIN_KINDS.find(
    definition => definition.kind === kind && definition.apiVersions.includes(apiVersion),
  );
}
