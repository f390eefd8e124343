// Refs in relation fields are read as leniently as Backstage's catalog reads them, so that every
// file it accepts is accepted here too. Text is `[<kind>:][<namespace>/]<name>` where the first
// ':' ends the kind unless a '/' comes first, the first '/' ends the namespace, and the rest is
// the name, whatever it holds: `a:b:c` names `b:c` of kind `a`. Such a name matches no entity,
// so the relation points nowhere, but the file is not refused for it.
import type { CompoundEntityRef } from '../entity/entityRef';

export interface RelationTargetDefaults {
  /** Used when the ref has no kind; without it, a ref with no kind is refused. */
  defaultKind?: string;
  /** Used when the ref has no namespace: the namespace of the entity holding the ref. */
  defaultNamespace: string;
}

export type ParsedRelationTarget =
  { ok: true; ref: CompoundEntityRef } | { ok: false; reason: string };

interface TargetParts {
  kind?: string;
  namespace?: string;
  name?: string;
}

function splitText(text: string): TargetParts | undefined {
  const slash = text.indexOf('/');
  const colon = slash !== -1 && slash < text.indexOf(':') ? -1 : text.indexOf(':');
  const kind = colon === -1 ? undefined : text.slice(0, colon);
  const namespace = slash === -1 ? undefined : text.slice(colon + 1, slash);
  const name = text.slice(Math.max(colon, slash) + 1);
  if (kind === '' || namespace === '' || name === '') return undefined;
  return { kind, namespace, name };
}

function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

// YAML may give a ref as a mapping of its parts; only text parts are taken.
function partsOfObject(value: object): TargetParts {
  const given = value as { kind?: unknown; namespace?: unknown; name?: unknown };
  return {
    kind: textOrUndefined(given.kind),
    namespace: textOrUndefined(given.namespace),
    name: textOrUndefined(given.name),
  };
}

/** The entity a relation field's ref points at, or why it cannot be read as a ref. */
export function parseRelationTarget(
  value: unknown,
  defaults: RelationTargetDefaults,
): ParsedRelationTarget {
  if (value === '' || value === null || value === undefined) {
    return { ok: false, reason: 'Entity reference must not be empty' };
  }
  let parts: TargetParts | undefined;
  if (typeof value === 'string') {
    parts = splitText(value);
    if (!parts) {
      const reason = `Entity reference "${value}" was not on the form [<kind>:][<namespace>/]<name>`;
      return { ok: false, reason };
    }
  } else if (typeof value === 'object') {
    parts = partsOfObject(value);
  } else {
    return { ok: false, reason: 'Entity reference must be text or kind, namespace and name' };
  }
  const kind = parts.kind ?? defaults.defaultKind;
  const namespace = parts.namespace ?? defaults.defaultNamespace;
  if (!kind) return { ok: false, reason: 'Entity reference had no kind, e.g. component:name' };
  if (!namespace) return { ok: false, reason: 'Entity reference had an empty namespace' };
  if (!parts.name) return { ok: false, reason: 'Entity reference had no name' };
  return { ok: true, ref: { kind, namespace, name: parts.name } };
}
