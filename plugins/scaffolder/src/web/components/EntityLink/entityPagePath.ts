import { DEFAULT_NAMESPACE, parseEntityRef } from '@atrium/model';
import { entityRoutePath, humanizeEntityRef } from '@atrium/plugin-catalog/react';

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
  return { path: entityRoutePath(ref), text: humanizeEntityRef(ref, { defaultKind }) };
}
