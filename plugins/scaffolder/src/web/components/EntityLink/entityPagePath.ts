import { DEFAULT_NAMESPACE, parseEntityRef } from '@atrium/model';

export interface EntityPage {
  /** `/catalog/{namespace}/{kind}/{name}`, where the catalog shows the entity. */
  path: string;
  /** The ref as people read it: default namespace left out, `defaultKind` too. */
  text: string;
}

/** Answers undefined for text that is not an entity ref. */
export function entityPageOf(entityRef: string, defaultKind?: string): EntityPage | undefined {
  let ref: { kind: string; namespace: string; name: string };
  try {
    ref = parseEntityRef(entityRef, { defaultKind, defaultNamespace: DEFAULT_NAMESPACE });
  } catch {
    return undefined;
  }
  const namespace = ref.namespace.toLowerCase();
  const kind = ref.kind.toLowerCase();
  const path = `/catalog/${[namespace, kind, ref.name].map(encodeURIComponent).join('/')}`;
  const kindText = defaultKind && kind === defaultKind.toLowerCase() ? '' : `${kind}:`;
  const namespaceText = namespace === DEFAULT_NAMESPACE ? '' : `${ref.namespace}/`;
  return { path, text: `${kindText}${namespaceText}${ref.name}` };
}
