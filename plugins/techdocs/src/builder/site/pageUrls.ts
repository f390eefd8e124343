import path from 'node:path';
import { isIndexPage, withoutMarkdownExtension } from './markdownPath';

const posix = path.posix;

/**
 * The directory URL a Markdown file is served at (MkDocs' `use_directory_urls`), relative to the
 * site root: `a/b.md` → `a/b/`, `a/index.md` and `a/README.md` → `a/`, `index.md` → `` (the root).
 */
export function pageUrlOf(sourcePath: string): string {
  const withoutExtension = withoutMarkdownExtension(sourcePath);
  if (isIndexPage(sourcePath)) {
    const dir = posix.dirname(withoutExtension);
    return dir === '.' ? '' : `${dir}/`;
  }
  return `${withoutExtension}/`;
}

/** Where a page's `index.html` is written, relative to the site root. */
export function pageOutputPathOf(url: string): string {
  return `${url}index.html`;
}

/**
 * A URL relative to the page served at `fromUrl` (a directory URL) that reaches `target`, a path
 * relative to the site root (a directory URL ending in `/`, or a file).
 */
export function relativeUrl(fromUrl: string, target: string): string {
  const relative = posix.relative(`/${fromUrl}`, `/${target}`);
  if (relative === '') return './';
  const isDirectory = target === '' || target.endsWith('/');
  return isDirectory && !relative.endsWith('/') ? `${relative}/` : relative;
}
