import { docsAppPath, type DocsLocation } from './docsLinks';

/**
 * Where a page's meta refresh sends the reader, as an app path: a page of the same site, or the
 * docs root for anything else, so a page cannot send its readers to another host (spec 001 §4).
 */
export function redirectPath(target: string, location: DocsLocation): string {
  return docsAppPath(target, location) ?? `${location.routeBase}/`;
}

/** Whether two app paths show the same page (trailing slashes and hashes aside). */
export function isSamePage(a: string, b: string): boolean {
  const page = (path: string) => path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return page(a) === page(b);
}
