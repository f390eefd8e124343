import type { MarkdownIt } from 'markdown-it';
import type { BuildCache } from '../types';
import { renderMarkdownPage, type RenderedMarkdown } from '../markdown/renderMarkdownPage';
import { createUrlRewriter } from './createUrlRewriter';
import { layoutKeyOf, pageCacheKey, readCachedPage } from './pageCache';
import type { DocsSourceFile } from './readDocsSources';

export interface RenderedPage {
  path: string;
  /** The page's cache key: its Markdown and the site's list of pages. */
  key: string;
  rendered: RenderedMarkdown;
}

/** Renders the pages' Markdown, taking from the cache each page whose key is unchanged. */
export function renderPages(
  md: MarkdownIt,
  pages: readonly DocsSourceFile[],
  cache: BuildCache | undefined,
  onWarning: (line: string) => void,
): { pages: RenderedPage[]; renderedCount: number } {
  const pagePaths = new Set(pages.map(page => page.path));
  const layoutKey = layoutKeyOf([...pagePaths]);
  let renderedCount = 0;
  const rendered = pages.map(page => {
    const key = pageCacheKey(layoutKey, page.content);
    let result = readCachedPage(cache, page.path, key);
    if (!result) {
      renderedCount++;
      result = renderMarkdownPage(md, page.content.toString('utf8'), {
        pagePath: page.path,
        rewriteUrl: createUrlRewriter({ pagePath: page.path, pages: pagePaths, onWarning }),
      });
    }
    return { path: page.path, key, rendered: result };
  });
  return { pages: rendered, renderedCount };
}
