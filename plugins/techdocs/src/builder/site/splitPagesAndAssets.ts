import path from 'node:path';
import type { DocsSourceFile } from './readDocsSources';

export interface SplitSources {
  /** The Markdown files that become pages, in name order. */
  pages: DocsSourceFile[];
  /** Every other file, copied into the site as it is. */
  assets: DocsSourceFile[];
}

/**
 * Markdown files become pages and the rest assets. A `README.md` next to an `index.md` would be
 * served at the same URL, so it is left out with a warning, as MkDocs does.
 */
export function splitPagesAndAssets(
  files: readonly DocsSourceFile[],
  onWarning: (line: string) => void,
): SplitSources {
  const paths = new Set(files.map(file => file.path));
  const pages: DocsSourceFile[] = [];
  const assets: DocsSourceFile[] = [];
  for (const file of files) {
    if (!/\.md$/i.test(file.path)) {
      assets.push(file);
      continue;
    }
    const dir = path.posix.dirname(file.path);
    const index = dir === '.' ? 'index.md' : `${dir}/index.md`;
    if (path.posix.basename(file.path) === 'README.md' && paths.has(index)) {
      onWarning(`Warning: ${file.path} is left out: ${index} is served at the same URL`);
      continue;
    }
    pages.push(file);
  }
  return { pages, assets };
}
