// Entity references in text form are `[<kind>:][<namespace>/]<name>` (spec 001 §3, §5). Refs
// compare lower-case, but the stored display form keeps the name's case.
import { InputError } from '../errors';
import { describeValue } from '../validation/describeValue';
import { DEFAULT_NAMESPACE } from './constants';
import type { Entity } from './Entity';

export interface CompoundEntityRef {
  kind: string;
  namespace: string;
  name: string;
}

/** A ref given as parts, where kind and namespace may be left to the defaults. */
export interface PartialEntityRef {
  kind?: string;
  namespace?: string;
  name: string;
}

export interface ParseEntityRefContext {
  /** Used when the ref has no kind. Without it, a ref with no kind is an error. */
  defaultKind?: string;
  /** Used when the ref has no namespace; falls back to `DEFAULT_NAMESPACE`. */
  defaultNamespace?: string;
}

interface RefParts {
  kind: string | undefined;
  namespace: string | undefined;
  name: string | undefined;
}

const EMPTY_REF_MESSAGE = 'Entity reference must not be empty';

function notOnTheForm(ref: string): InputError {
  return new InputError(
    `Entity reference "${ref}" was not on the form [<kind>:][<namespace>/]<name>`,
  );
}

// Names, kinds and namespaces can never contain ':' or '/', so a second separator (or a '/'
// before the ':') can only be a typo; rejecting it beats silently resolving to a wrong entity.
function splitRefString(ref: string): RefParts {
  const colon = ref.indexOf(':');
  const kind = colon === -1 ? undefined : ref.slice(0, colon);
  const rest = colon === -1 ? ref : ref.slice(colon + 1);
  const slash = rest.indexOf('/');
  const namespace = slash === -1 ? undefined : rest.slice(0, slash);
  const name = slash === -1 ? rest : rest.slice(slash + 1);
  if (
    kind === '' ||
    namespace === '' ||
    name === '' ||
    kind?.includes('/') ||
    namespace?.includes(':') ||
    name.includes(':') ||
    name.includes('/')
  ) {
    throw notOnTheForm(ref);
  }
  return { kind, namespace, name };
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function displayParts(parts: RefParts): string {
  const kind = parts.kind ? `${parts.kind}:` : '';
  const namespace = parts.namespace ? `${parts.namespace}/` : '';
  return `${kind}${namespace}${parts.name ?? ''}`;
}

/**
 * Parses a ref given as text or as parts, filling in kind and namespace from the context.
 * Throws `InputError` with the wording of spec 001 §5.
 */
export function parseEntityRef(
  ref: string | PartialEntityRef,
  context: ParseEntityRefContext = {},
): CompoundEntityRef {
  let parts: RefParts;
  let display: string;
  if (typeof ref === 'string' && ref !== '') {
    parts = splitRefString(ref);
    display = ref;
  } else if (typeof ref === 'object' && ref !== null) {
    // Callers pass parsed YAML here, so the fields are checked rather than trusted.
    const given = ref as { kind?: unknown; namespace?: unknown; name?: unknown };
    parts = {
      kind: stringOrUndefined(given.kind),
      namespace: stringOrUndefined(given.namespace),
      name: stringOrUndefined(given.name),
    };
    display = displayParts(parts);
  } else {
    throw new InputError(EMPTY_REF_MESSAGE);
  }

  const kind = parts.kind ?? context.defaultKind;
  if (!kind) {
    throw new InputError(
      `Entity reference "${display}" had no kind (give it as kind:name or choose a default kind)`,
    );
  }
  const namespace = parts.namespace ?? context.defaultNamespace ?? DEFAULT_NAMESPACE;
  if (!namespace) {
    throw new InputError(`Entity reference "${display}" had no namespace`);
  }
  if (!parts.name) {
    throw new InputError(`Entity reference "${display}" had no name`);
  }
  return { kind, namespace, name: parts.name };
}

function isEntity(ref: CompoundEntityRef | Entity): ref is Entity {
  return 'metadata' in ref;
}

export function getCompoundEntityRef(entity: Entity): CompoundEntityRef {
  return {
    kind: entity.kind,
    namespace: entity.metadata.namespace || DEFAULT_NAMESPACE,
    name: entity.metadata.name,
  };
}

/** The canonical display form `kind:namespace/name`; kind and namespace lower-cased. */
export function stringifyEntityRef(ref: CompoundEntityRef | Entity): string {
  const { kind, namespace, name } = isEntity(ref) ? getCompoundEntityRef(ref) : ref;
  return `${kind.toLowerCase()}:${(namespace || DEFAULT_NAMESPACE).toLowerCase()}/${name}`;
}

/**
 * The comparison key for a ref: the canonical form entirely lower-cased. Text refs are parsed
 * first (and may throw `InputError`).
 */
export function normalizeEntityRef(
  ref: string | CompoundEntityRef | Entity,
  context?: ParseEntityRefContext,
): string {
  const compound = typeof ref === 'string' ? parseEntityRef(ref, context) : ref;
  return stringifyEntityRef(compound).toLowerCase();
}

/** Whether two refs name the same entity. A text ref that cannot be parsed equals nothing. */
export function entityRefsEqual(
  a: string | CompoundEntityRef | Entity,
  b: string | CompoundEntityRef | Entity,
): boolean {
  try {
    return normalizeEntityRef(a) === normalizeEntityRef(b);
  } catch (error) {
    if (error instanceof InputError) return false;
    throw error;
  }
}

/**
 * True for text on the form `[<kind>:][<namespace>/]<name>` with no empty part. Only the form is
 * checked: whether a missing kind has a default depends on the field the ref is in.
 */
export function isValidEntityRefString(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  try {
    splitRefString(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The message spec 001 §5 requires when an entity-ref field does not parse. Text is shown as
 * written; anything else (and the empty string, which would leave a blank) is rendered visibly.
 */
export function invalidEntityRefMessage(value: unknown): string {
  const shown = typeof value === 'string' && value !== '' ? value : describeValue(value);
  return `${shown} is not a valid entity ref`;
}
