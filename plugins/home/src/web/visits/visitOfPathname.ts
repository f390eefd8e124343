import { MAX_PATHNAME_LENGTH, type RecordVisitRequest } from '../../shared';
import { entityRefOfPathname } from './entityRefOfPathname';

/**
 * What to record for a view of `pathname`: the path percent-encoded as the server keeps it (a
 * router may hold it decoded), with the entity's ref on entity pages; undefined for a path too
 * long to record.
 */
export function visitOfPathname(pathname: string): RecordVisitRequest | undefined {
  // Parsed after an origin of its own, so that a path starting '//' stays a path.
  const encoded = new URL(`http://portal${pathname}`).pathname;
  if (encoded.length > MAX_PATHNAME_LENGTH) return undefined;
  const entityRef = entityRefOfPathname(encoded);
  return entityRef ? { pathname: encoded, entityRef } : { pathname: encoded };
}
