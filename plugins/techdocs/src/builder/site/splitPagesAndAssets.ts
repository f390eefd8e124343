import path from 'node:path';
import { isMarkdownPath, pageStem } from './markdownPath';
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
  // Directories with an `index` page: a `README` there would be served at the same URL.
  const indexed = new Set(
    files
      .filter(file => isMarkdownPath(file.path) && pageStem(file.path) === 'index')
      .map(file => path.posix.dirname(file.path)),
  );
  const pages: DocsSourceFile[] = [];
  const assets: DocsSourceFile[] = [];
  for (const file of files) {
    if (!isMarkdownPath(file.path)) {
      assets.push(file);
      continue;
    }
    if (pageStem(file.path) === 'README' && indexed.has(path.posix.dirname(file.path))) {
      onWarning(`Warning: ${file.path} is left out: the index page is served at the same URL`);
      continue;
    }
    pages.push(file);
  }
  return { pages, assets };
}
