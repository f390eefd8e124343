import { isValidObjectName } from './isValidObjectName';
import { isValidPrefixedName } from './isValidPrefixedName';

/** `[<dns-subdomain>/]<object-name>`, e.g. `example.com/team`. */
export function isValidLabelKey(value: unknown): boolean {
  return isValidPrefixedName(value, isValidObjectName);
}
