import { isValidObjectName } from './isValidObjectName';
import { isValidPrefixedName } from './isValidPrefixedName';

/** `[<dns-subdomain>/]<object-name>`, e.g. `backstage.io/view-url`. */
export function isValidAnnotationKey(value: unknown): boolean {
  return isValidPrefixedName(value, isValidObjectName);
}
