import { isValidPrefixedName } from './isValidPrefixedName';

const VERSION = /^[a-zA-Z0-9]{1,63}$/;

/** An optional DNS-subdomain prefix and '/', then 1–63 letters and digits (spec 001 §5). */
export function isValidApiVersion(value: unknown): boolean {
  return isValidPrefixedName(value, version => VERSION.test(version));
}
