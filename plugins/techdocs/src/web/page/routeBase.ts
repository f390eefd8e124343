/**
 * The app path of the docs root, from the current path and the docs page path at its end
 * (`/docs/default/component/x/guide/` and `guide/` give `/docs/default/component/x`).
 */
export function routeBaseOf(pathname: string, pagePath: string): string {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const pageSegments = pagePath.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - pageSegments).join('/');
}
