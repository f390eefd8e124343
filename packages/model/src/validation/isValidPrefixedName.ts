import { isValidDnsSubdomain } from './isValidDnsSubdomain';

/**
 * The Kubernetes-style `[<dns-subdomain>/]<name>` shape shared by apiVersion and by label and
 * annotation keys; `isValidName` checks the part after the slash.
 */
export function isValidPrefixedName(
  value: unknown,
  isValidName: (name: string) => boolean,
): boolean {
  if (typeof value !== 'string') return false;
  const parts = value.split('/');
  const [first, second] = parts;
  if (parts.length === 1 && first !== undefined) return isValidName(first);
  if (parts.length === 2 && first !== undefined && second !== undefined) {
    return isValidDnsSubdomain(first) && isValidName(second);
  }
  return false;
}
