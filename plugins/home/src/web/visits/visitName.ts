import { tryParseEntityRef } from '@atrium/plugin-catalog/react';
import type { Visit } from '../../shared';

/** How a visited page is named in a list: the entity's name for entity pages, else its path. */
export function visitName(visit: Visit): string {
  const entity = visit.entityRef ? tryParseEntityRef(visit.entityRef, 'component') : undefined;
  return entity?.name ?? safelyDecoded(visit.pathname);
}

// Paths are kept percent-encoded; people read them decoded.
function safelyDecoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
