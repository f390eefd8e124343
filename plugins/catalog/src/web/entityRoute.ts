import { DEFAULT_NAMESPACE, parseEntityRef } from '@atrium/model';
import type { EntityRouteRef } from '../shared';

export { entityRoutePath, type EntityRouteRef } from '../shared';

/**
 * A ref as people read it: the default namespace and the expected kind are left out, so an owner
 * shows as `team-a` rather than `group:default/team-a`.
 */
export function humanizeEntityRef(ref: EntityRouteRef, options: { defaultKind?: string } = {}) {
  const namespace = ref.namespace ?? DEFAULT_NAMESPACE;
  const kind =
    options.defaultKind && ref.kind.toLowerCase() === options.defaultKind.toLowerCase()
      ? ''
      : `${ref.kind.toLowerCase()}:`;
  const ns = namespace.toLowerCase() === DEFAULT_NAMESPACE ? '' : `${namespace}/`;
  return `${kind}${ns}${ref.name}`;
}

/** Parses a ref from entity data, answering undefined for text that is not a ref. */
export function tryParseEntityRef(ref: string, defaultKind: string): EntityRouteRef | undefined {
  try {
    return parseEntityRef(ref, { defaultKind, defaultNamespace: DEFAULT_NAMESPACE });
  } catch {
    return undefined;
  }
}
