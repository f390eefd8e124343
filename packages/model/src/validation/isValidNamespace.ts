import { isValidDnsLabel } from './isValidDnsLabel';

/** Namespaces are DNS labels (spec 001 §5) so that they can name Kubernetes namespaces too. */
export function isValidNamespace(value: unknown): boolean {
  return isValidDnsLabel(value);
}
