import { InputError } from '@atrium/model';
import type { ScmIntegration } from '../ScmIntegration';

/** A browse URL known to be on one of its integration's bases, its path split into names. */
export interface BrowseUrl {
  readonly url: URL;
  /** The base the URL is under, without a trailing slash. */
  readonly base: string;
  /** The decoded path segments below the base, empty ones dropped. */
  readonly segments: readonly string[];
  /** The URL as messages show it: without any user name or password. */
  readonly display: string;
}

/**
 * Parses a URL a user wrote and checks it stays within the integration: http(s) only, no
 * credentials, on the host of one of `bases` (the integration's `baseUrl` unless given) and under
 * that base's path, and without `.` or `..` segments. Those segments are looked for in the text as
 * written, because URL parsing would silently resolve them (`%2e%2e` included) and the file named
 * would no longer be the one the user wrote.
 */
export function readBrowseUrl(
  integration: ScmIntegration,
  url: string,
  bases: readonly string[] = [integration.baseUrl],
): BrowseUrl {
  const display = withoutUserInfo(url);
  if (!URL.canParse(url)) throw invalidUrl(display, 'it is not an absolute URL');
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw invalidUrl(display, 'only http and https URLs name files of a code host');
  }
  if (parsed.username || parsed.password) {
    throw invalidUrl(display, 'credentials belong in the integrations config, not in URLs');
  }
  assertNoDotSegments(writtenPath(url).split(/[/\\]/), display);
  const host = parsed.host.toLowerCase();
  const onHost = bases.filter(base => new URL(base).host.toLowerCase() === host);
  if (onHost.length === 0) {
    const expected = [...new Set(bases.map(base => new URL(base).host))].join(' or ');
    throw new InputError(`Invalid host in URL ${display}: expected ${expected}`);
  }
  const segments = pathSegments(parsed.pathname, display);
  // The deepest base first: a raw file server may live under the browse host's own path.
  const deepestFirst = onHost
    .map(base => ({ base, baseSegments: pathSegments(new URL(base).pathname, base) }))
    .sort((a, b) => b.baseSegments.length - a.baseSegments.length);
  for (const { base, baseSegments } of deepestFirst) {
    if (baseSegments.every((segment, i) => segments[i] === segment)) {
      return {
        url: parsed,
        base: base.replace(/\/+$/, ''),
        segments: segments.slice(baseSegments.length),
        display,
      };
    }
  }
  throw invalidUrl(display, `it is not under ${onHost.join(' or ')}`);
}

/** Refuses `.` and `..` among segments, also when percent-encoded or hidden behind `%2F`. */
export function assertNoDotSegments(segments: readonly string[], display: string): void {
  for (const segment of segments) {
    for (const part of decode(segment, display).split(/[/\\]/)) {
      if (part === '.' || part === '..') {
        throw invalidUrl(display, "'.' and '..' segments are not allowed");
      }
    }
  }
}

/** Segments of a path or a path-like query value, encoded for use as one URL path. */
export function encodePath(segments: readonly string[]): string {
  return segments.map(encodeURIComponent).join('/');
}

export function invalidUrl(display: string, why: string): InputError {
  return new InputError(`Invalid URL ${display}: ${why}`);
}

/** The URL is well formed but does not name a file the way this host writes it. */
export function couldNotParse(display: string, shape: string): InputError {
  return new InputError(`Could not parse URL ${display}: expected ${shape}`);
}

export function unsupportedRefType(display: string, why: string): InputError {
  return new InputError(`Unsupported ref type in URL ${display}: ${why}`);
}

function pathSegments(pathname: string, display: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map(segment => decode(segment, display));
}

function decode(segment: string, display: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidUrl(display, `'${segment}' is not validly percent-encoded`);
  }
}

/**
 * The path as written, before a parser normalises it: after the authority, up to `?` or `#`.
 * Parsers drop tabs and newlines anywhere in a URL, so `.<tab>.` is a `..` too.
 */
function writtenPath(url: string): string {
  const text = url.trim().replace(/[\t\n\r]/g, '');
  return /^[a-z][a-z0-9+.-]*:[/\\]{2}[^/\\?#]*([^?#]*)/i.exec(text)?.[1] ?? '';
}

/** The URL as messages may show it: any user name and password taken out. */
export function withoutUserInfo(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:[/\\]{2})[^/\\?#]*@/i, '$1');
}

/** A value for a query string: encoded, but keeping `/` readable as in `ref=feature/x`. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/g, '/');
}
