import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { stringifyEntityRef } from '@atrium/model';
import { useEntityPresentation } from '@atrium/web-core';
import { Link as RouterLink } from 'react-router';
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
  return (
    <Tooltip title={presentation.secondaryTitle ?? presentation.ref} enterDelay={500} describeChild>
      <MuiLink component={RouterLink} to={entityRoutePath(ref)}>
        {text}
      </MuiLink>
    </Tooltip>
  );
}
