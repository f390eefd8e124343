import { encodeRfc3986 } from '../aws/encodeRfc3986';
import {
  assertNoDotSegments,
  invalidUrl,
  withoutUserInfo,
} from '../integrations/urls/readBrowseUrl';

/** An object store's URL, checked: http(s), no credentials, no `.` or `..` segments. */
export interface ObjectUrl {
  readonly url: URL;
  /** The URL as messages show it. */
  readonly display: string;
  /** The path's segments, percent-decoded; empty ones kept, as object names may have them. */
  readonly segments: readonly string[];
}

/**
 * Reads a URL naming an object. `.` and `..` are refused as written, before a parser resolves
 * them (`%2e%2e` included), because the object read would no longer be the one the user named.
 */
export function parseObjectUrl(url: string): ObjectUrl {
  const display = withoutUserInfo(url);
  if (!URL.canParse(url)) throw invalidUrl(display, 'it is not an absolute URL');
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw invalidUrl(display, 'only http and https URLs name stored objects');
  }
  if (parsed.username || parsed.password) {
    throw invalidUrl(display, 'credentials belong in the integrations config, not in URLs');
  }
  assertNoDotSegments(writtenPath(url).split(/[/\\]/), display);
  const segments = parsed.pathname
    .slice(1)
    .split('/')
    .map(segment => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw invalidUrl(display, `'${segment}' is not validly percent-encoded`);
      }
    });
  return { url: parsed, display, segments };
}

/** The path as written, after the authority and before `?` or `#`; tabs and newlines dropped. */
function writtenPath(url: string): string {
  const text = url.trim().replace(/[\t\n\r]/g, '');
  return /^[a-z][a-z0-9+.-]*:[/\\]{2}[^/\\?#]*([^?#]*)/i.exec(text)?.[1] ?? '';
}

/** Object names as a URL path, each part percent-encoded as AWS and Azure sign them. */
export function encodeObjectPath(names: readonly string[]): string {
  return names
    .flatMap(name => name.split('/'))
    .map(encodeRfc3986)
    .join('/');
}
