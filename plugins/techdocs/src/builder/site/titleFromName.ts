import path from 'node:path';
import { isIndexPage, pageStem } from './markdownPath';

/**
 * A title made of a file or directory name as MkDocs makes it: `getting-started` → `Getting
 * started`; a name with capitals (`API_reference`) keeps them.
 */
export function titleFromName(name: string): string {
  const spaced = name.replace(/[-_]+/g, ' ').trim();
  return spaced === spaced.toLowerCase()
    ? spaced.charAt(0).toUpperCase() + spaced.slice(1)
    : spaced;
}

/** The title of a page without a `# heading`: its file name, or its directory's for an index. */
export function titleFromPath(sourcePath: string): string {
  if (isIndexPage(sourcePath)) {
    const dir = path.posix.dirname(sourcePath);
    return dir === '.' ? 'Home' : titleFromName(path.posix.basename(dir));
  }
  return titleFromName(pageStem(sourcePath));
}
