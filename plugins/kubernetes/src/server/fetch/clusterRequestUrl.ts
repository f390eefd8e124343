import { InputError } from '@atrium/model';

/**
 * The URL of `path` (with its query) on a cluster's API server: below the server's own URL, its
 * base path included (`https://rancher/k8s/clusters/c-1`). The path is appended, never resolved
 * against the base, so `//other-host/…`, a backslash or `..` segments cannot take the request and
 * the cluster's credentials anywhere else; a path that would leave the base is an InputError.
 */
export function clusterRequestUrl(clusterUrl: string, path: string): URL {
  const base = new URL(clusterUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  if (!path.startsWith('/')) throw new InputError(`The cluster path '${path}' must start with /`);
  const target = new URL(`${base.origin}${basePath}${path}`);
  const within =
    target.origin === base.origin &&
    (target.pathname === basePath || target.pathname.startsWith(`${basePath}/`));
  if (!within) {
    throw new InputError(
      `The cluster path '${path.slice(0, 200)}' leads outside the cluster's API`,
    );
  }
  return target;
}
