/**
 * URI-encodes everything but RFC 3986's unreserved characters, as AWS signs paths and query
 * parameters (`encodeURIComponent` leaves `!'()*` as they are).
 */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    char => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
