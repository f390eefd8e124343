import { stringifyEntityRef } from '@atrium/model';
import { Link, useEntityPresentation } from '@atrium/web-core';
import { entityRoutePath, humanizeEntityRef, tryParseEntityRef } from '../../entityRoute';

export interface EntityRefLinkProps {
  /** A ref in text form, `[kind:][namespace/]name`. */
  entityRef: string;
  /** The kind assumed when the ref names none, and left out of the text when it matches. */
  defaultKind: string;
}

/**
 * A link to an entity's page, shown by the entity's title once the shared presentation cache has
 * it (batched by-refs lookups), by its ref until then; text that is not a ref is shown as is.
 */
export function EntityRefLink({ entityRef, defaultKind }: EntityRefLinkProps) {
  const ref = tryParseEntityRef(entityRef, defaultKind);
  const presentation = useEntityPresentation(
    ref ? stringifyEntityRef({ ...ref, namespace: ref.namespace ?? 'default' }) : entityRef,
  );
  if (!ref) return <>{entityRef}</>;
  const text = presentation.resolved
    ? presentation.primaryTitle
    : humanizeEntityRef(ref, { defaultKind });
  // The browser's own tooltip: also the link's accessible description, and free to render in the
  // dozens of links a table shows.
  return (
    <Link href={entityRoutePath(ref)} title={presentation.secondaryTitle ?? presentation.ref}>
      {text}
    </Link>
  );
}
