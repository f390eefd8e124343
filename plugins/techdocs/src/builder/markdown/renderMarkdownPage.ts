import type { MarkdownIt } from 'markdown-it';
import { extractSearchText, type PageSearchText } from './extractSearchText';
import type { PageEnv, PageHeading } from './PageEnv';

/** A page's Markdown rendered: what the cache keeps, plain data so it can be serialised. */
export interface RenderedMarkdown {
  html: string;
  /** The text of the page's first level-1 heading, when it has one. */
  h1Title?: string;
  headings: PageHeading[];
  search: PageSearchText;
}

export function renderMarkdownPage(
  md: MarkdownIt,
  source: string,
  env: Pick<PageEnv, 'pagePath' | 'rewriteUrl'>,
): RenderedMarkdown {
  const pageEnv: PageEnv = { ...env, headings: [] };
  const tokens = md.parse(source, pageEnv);
  const html = md.renderer.render(tokens, md.options, pageEnv);
  const h1 = pageEnv.headings.find(heading => heading.level === 1);
  return {
    html,
    ...(h1?.title && { h1Title: h1.title }),
    headings: pageEnv.headings,
    search: extractSearchText(tokens, pageEnv.headings),
  };
}
