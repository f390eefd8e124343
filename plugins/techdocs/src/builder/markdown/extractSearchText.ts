import type { Token } from 'markdown-it';
import { inlineText } from './inlineText';
import type { PageHeading } from './PageEnv';

export interface SearchSection {
  /** The heading's id. */
  id: string;
  title: string;
  text: string;
}

export interface PageSearchText {
  /** All the page's text. */
  text: string;
  /** The text under each heading, up to the next heading. */
  sections: SearchSection[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

// What a browser never shows: scripts, styles (up to their end, or the block's) and comments.
const HIDDEN_HTML = /<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)|<!--[\s\S]*?(?:-->|$)/gi;

/** The text a raw HTML block shows a reader. */
function visibleHtmlText(html: string): string {
  return html.replace(HIDDEN_HTML, ' ').replace(/<[^>]*>/g, ' ');
}

/**
 * The page's plain text for the search index, split at its headings as MkDocs' search splits
 * pages. Markup and raw HTML tags are left out, with what scripts, styles and comments hold;
 * code is kept, Mermaid sources are not.
 */
export function extractSearchText(
  tokens: readonly Token[],
  headings: readonly PageHeading[],
): PageSearchText {
  const sections: SearchSection[] = [];
  const all: string[] = [];
  let current: { heading: PageHeading; parts: string[] } | undefined;
  let headingIndex = 0;
  let inHeading = false;
  const add = (text: string) => {
    all.push(text);
    current?.parts.push(text);
  };
  const close = () => {
    if (current) {
      const { heading, parts } = current;
      sections.push({ id: heading.id, title: heading.title, text: collapse(parts.join(' ')) });
    }
  };

  for (const token of tokens) {
    if (token.type === 'heading_open') {
      close();
      const heading = headings[headingIndex++];
      current = heading ? { heading, parts: [] } : undefined;
      // The heading's own text, without its permalink mark.
      if (heading) all.push(heading.title);
      inHeading = true;
    } else if (token.type === 'heading_close') {
      inHeading = false;
    } else if (token.type === 'inline') {
      if (!inHeading) add(inlineText(token.children));
    } else if (token.type === 'fence' || token.type === 'code_block') {
      if (!/^mermaid\b/.test(token.info.trim())) add(token.content);
    } else if (token.type === 'html_block') {
      add(visibleHtmlText(token.content));
    }
  }
  close();
  return { text: collapse(all.join(' ')), sections };
}
