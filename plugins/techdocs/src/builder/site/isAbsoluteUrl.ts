/** True for a URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`). */
export function isAbsoluteUrl(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');
}
