import type { Random } from './createRandom';

export const DEFAULT_NAMESPACE = 'default';

export interface GeneratedEntity {
  apiVersion: 'backstage.io/v1alpha1';
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    title?: string;
    description?: string;
    tags?: string[];
    annotations?: Record<string, string>;
    links?: Array<{ url: string; title: string }>;
  };
  spec: Record<string, unknown>;
}

export function namespaceOf(entity: GeneratedEntity): string {
  return entity.metadata.namespace ?? DEFAULT_NAMESPACE;
}

/** The full `kind:namespace/name` form, lower-case kind, as the catalog API writes refs. */
export function fullRefOf(entity: GeneratedEntity): string {
  return `${entity.kind.toLowerCase()}:${namespaceOf(entity)}/${entity.metadata.name}`;
}

/**
 * How a spec field of an entity in `fromNamespace` points at `target`. People write both the
 * shortest form the field allows and the full one, so the generator does too: that exercises the
 * server's ref defaults (field kind, the entity's own namespace) as a real catalog would.
 */
export function writtenRefTo(
  target: GeneratedEntity,
  from: { namespace: string; defaultKind?: string; random: Random },
): string {
  if (from.random.chance(0.5)) return fullRefOf(target);
  const sameKind = from.defaultKind?.toLowerCase() === target.kind.toLowerCase();
  const kind = sameKind ? '' : `${target.kind.toLowerCase()}:`;
  const namespace = namespaceOf(target) === from.namespace ? '' : `${namespaceOf(target)}/`;
  return `${kind}${namespace}${target.metadata.name}`;
}

export function titleOf(name: string): string {
  return name
    .split(/[-_.]/)
    .map(word => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
