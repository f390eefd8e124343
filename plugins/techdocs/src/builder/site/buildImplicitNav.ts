import { isIndexPage } from './markdownPath';
import type { NavItem, NavSection } from './NavItem';
import { titleFromName } from './titleFromName';

interface DirNode {
  files: string[];
  dirs: Map<string, DirNode>;
}

/**
 * The nav of a site without `nav`: in each directory its index page first, then its pages by
 * name, then its subdirectories by name as sections, as MkDocs orders them.
 */
export function buildImplicitNav(
  pagePaths: readonly string[],
  titleOf: (path: string) => string,
): NavItem[] {
  const root: DirNode = { files: [], dirs: new Map() };
  for (const pagePath of pagePaths) {
    const parts = pagePath.split('/');
    let node = root;
    for (const dir of parts.slice(0, -1)) {
      let child = node.dirs.get(dir);
      if (!child) {
        child = { files: [], dirs: new Map() };
        node.dirs.set(dir, child);
      }
      node = child;
    }
    node.files.push(pagePath);
  }

  const itemsOf = (node: DirNode): NavItem[] => {
    const files = [...node.files].sort(
      (a, b) => Number(isIndexPage(b)) - Number(isIndexPage(a)) || (a < b ? -1 : a > b ? 1 : 0),
    );
    const sections = [...node.dirs.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, child]): NavSection => ({
        kind: 'section',
        title: titleFromName(name),
        children: itemsOf(child),
      }));
    return [
      ...files.map(path => ({ kind: 'page' as const, title: titleOf(path), path })),
      ...sections,
    ];
  };
  return itemsOf(root);
}
