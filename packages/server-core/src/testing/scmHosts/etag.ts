import { createHash } from 'node:crypto';

/** A strong entity tag for the exact bytes of an answer. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('hex')}"`;
}

/**
 * Whether `If-None-Match` names the current tag. The comparison is the weak one RFC 9110 asks
 * for here, so `W/"x"` and `"x"` match each other.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some(tag => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A 200 answer with its entity tag, as every host's file API gives one. */
export function taggedAnswer(body: Buffer | object, headers: Record<string, string> = {}) {
  const bytes = Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return { status: 200, body, headers: { ...headers, etag: etagOf(bytes) } };
}
