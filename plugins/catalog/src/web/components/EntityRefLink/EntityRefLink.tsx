import MuiLink from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { entityRoutePath, humanizeEntityRef, tryParseEntityRef } from '../../entityRoute';

export interface EntityRefLinkProps {
  /** A ref in text form, `[kind:][namespace/]name`. */
  entityRef: string;
  /** The kind assumed when the ref names none, and left out of the text when it matches. */
  defaultKind: string;
}

/** A link to an entity's page; text that is not a ref is shown as is. */
export function EntityRefLink({ entityRef, defaultKind }: EntityRefLinkProps) {
  const ref = tryParseEntityRef(entityRef, defaultKind);
  if (!ref) return <>{entityRef}</>;
  return (
    <MuiLink component={RouterLink} to={entityRoutePath(ref)}>
      {humanizeEntityRef(ref, { defaultKind })}
    </MuiLink>
  );
}
