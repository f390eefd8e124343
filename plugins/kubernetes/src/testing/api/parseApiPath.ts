/** Where a request points in the API: `/api/v1/namespaces/{ns}/pods/{name}/log` and the like. */
export type ApiPath =
  | { type: 'root'; path: string }
  | { type: 'group'; group: string }
  | { type: 'groupVersion'; group: string; version: string }
  | {
      type: 'resource';
      group: string;
      version: string;
      namespace?: string;
      resource: string;
      name?: string;
      subresource?: string;
    };

/** A path segment decoded, or undefined when its percent-encoding is malformed. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Undefined for a path that names nothing in the API (kube-apiserver answers 404). */
export function parseApiPath(pathname: string): ApiPath | undefined {
  const decoded = pathname
    .split('/')
    .filter(segment => segment !== '')
    .map(decodeSegment);
  if (decoded.includes(undefined)) return undefined;
  const segments = decoded as string[];
  const [prefix, ...rest] = segments;
  if (prefix === undefined || (prefix !== 'api' && prefix !== 'apis')) {
    return { type: 'root', path: pathname };
  }
  const group = prefix === 'api' ? '' : rest.shift();
  if (group === undefined) return { type: 'root', path: pathname };
  const version = rest.shift();
  if (version === undefined) {
    return prefix === 'api' ? { type: 'root', path: pathname } : { type: 'group', group };
  }
  if (rest.length === 0) return { type: 'groupVersion', group, version };
  // `/namespaces/{ns}` alone is the Namespace object; `/namespaces/{ns}/{resource}` is scoped.
  const [first, second, third, fourth, fifth, ...extra] = rest;
  if (first === 'namespaces' && third !== undefined && second !== undefined) {
    if (extra.length > 0) return undefined;
    return {
      type: 'resource',
      group,
      version,
      namespace: second,
      resource: third,
      name: fourth,
      subresource: fifth,
    };
  }
  if (first === undefined || third !== undefined) return undefined;
  return { type: 'resource', group, version, resource: first, name: second };
}
