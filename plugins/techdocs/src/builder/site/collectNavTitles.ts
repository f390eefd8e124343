import type { NavItem } from './NavItem';

/** The title each page has in the nav, by path (the first entry wins for a page listed twice). */
export function collectNavTitles(items: readonly NavItem[], into = new Map<string, string>()) {
  for (const item of items) {
    if (item.kind === 'page' && !into.has(item.path)) into.set(item.path, item.title);
    else if (item.kind === 'section') collectNavTitles(item.children, into);
  }
  return into;
}
