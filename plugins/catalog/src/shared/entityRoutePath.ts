import { DEFAULT_NAMESPACE } from '@atrium/model';

export interface EntityRouteRef {
  kind: string;
  namespace?: string;
  name: string;
}

/**
 * `/catalog/{namespace}/{kind}/{name}`, namespace and kind lower-case as the catalog's links are:
 * the web app's entity page, also named in links the server sends (notifications).
 */
export function entityRoutePath(ref: EntityRouteRef): string {
  const namespace = (ref.namespace ?? DEFAULT_NAMESPACE).toLowerCase();
  return `/catalog/${encodeURIComponent(namespace)}/${encodeURIComponent(ref.kind.toLowerCase())}/${encodeURIComponent(ref.name)}`;
}
