/** True for text the WHATWG URL parser accepts as an absolute URL, e.g. `https://example.com`. */
export function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
