import { createMarkdownRenderer } from '../markdown/createMarkdownRenderer';
import { renderMarkdownPage, type RenderedMarkdown } from '../markdown/renderMarkdownPage';

const md = createMarkdownRenderer();

/** Renders Markdown as the page `index.md` of a site, with links left as written. */
export function renderForTest(source: string, pagePath = 'index.md'): RenderedMarkdown {
  return renderMarkdownPage(md, source, { pagePath, rewriteUrl: url => url });
}

/** HTML without the whitespace between tags, so assertions read as one line. */
export function compactHtml(html: string): string {
  return html.replace(/>\s+</g, '><').trim();
}
