import { isValidDnsLabel } from './isValidDnsLabel';

/** Up to 253 characters of dot-separated DNS labels, e.g. `example.com`. */
export function isValidDnsSubdomain(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= 253 &&
    value.split('.').every(isValidDnsLabel)
  );
}
