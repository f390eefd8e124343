/** The segments of an API path, decoded, or undefined when it does not match the pattern. */
export function matchPath(pattern: string, actual: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = actual.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      const value = decodeSegment(got[i]!);
      if (value === undefined) return undefined;
      params[segment.slice(1)] = value;
    } else if (segment !== got[i]) return undefined;
  }
  return params;
}

/** `matchPath` on a path's first segments; `rest` is what follows them (`/…`), still encoded. */
export function matchPathPrefix(
  pattern: string,
  actual: string,
): { params: Record<string, string>; rest: string } | undefined {
  const length = pattern.split('/').length;
  const segments = actual.split('/');
  const params = matchPath(pattern, segments.slice(0, length).join('/'));
  if (!params) return undefined;
  const rest = segments.slice(length).join('/');
  return { params, rest: segments.length > length ? `/${rest}` : '' };
}

/**
 * The decoded segments of a path's tail below a prefix (`/contents/docs/a.md` → `docs/a.md`), or
 * undefined when the path is not below it or holds a malformed escape.
 */
export function pathBelow(prefix: string, actual: string): string | undefined {
  if (!actual.startsWith(`${prefix}/`)) return undefined;
  const segments = actual
    .slice(prefix.length + 1)
    .split('/')
    .map(decodeSegment);
  return segments.includes(undefined) ? undefined : segments.join('/');
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
