import path from 'node:path';

/** The file extensions MkDocs reads as Markdown pages. */
const MARKDOWN_EXTENSION = /\.(md|markdown|mdown|mkdn|mkd)$/i;

export function isMarkdownPath(filePath: string): boolean {
  return MARKDOWN_EXTENSION.test(filePath);
}

/** `a/b.md` → `a/b`. */
export function withoutMarkdownExtension(filePath: string): string {
  return filePath.replace(MARKDOWN_EXTENSION, '');
}

/** A page's file name without its extension: `a/setup.md` → `setup`. */
export function pageStem(filePath: string): string {
  return path.posix.basename(withoutMarkdownExtension(filePath));
}

/** `index` and `README` pages stand for their directory. */
export function isIndexPage(filePath: string): boolean {
  const stem = pageStem(filePath);
  return stem === 'index' || stem === 'README';
}
