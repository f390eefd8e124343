import { isValidTag } from './isValidTag';

/**
 * The tags a template form may add to a new entity: the catalog's own tag rule, so that what the
 * form accepts the catalog accepts too.
 */
export function isValidScaffolderTag(value: unknown): boolean {
  return isValidTag(value);
}
