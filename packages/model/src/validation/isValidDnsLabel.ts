// RFC 1123 label, as Kubernetes uses it: repeated hyphens inside are allowed.
const DNS_LABEL = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/;

/** 1–63 lowercase letters, digits and hyphens, beginning and ending with a letter or digit. */
export function isValidDnsLabel(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 63 && DNS_LABEL.test(value);
}
