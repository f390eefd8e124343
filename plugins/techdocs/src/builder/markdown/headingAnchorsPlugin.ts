import type { MarkdownIt, StateCore } from 'markdown-it';
import { inlineText } from './inlineText';
import { pageEnvOf } from './PageEnv';
import { createIdRegistry, slugify } from './slugify';

function anchorHeadings(state: StateCore): void {
  const env = pageEnvOf(state.env);
  const uniqueId = createIdRegistry();
  const { tokens } = state;
  for (let index = 0; index < tokens.length; index++) {
    const open = tokens[index]!;
    const inline = tokens[index + 1];
    if (open.type !== 'heading_open' || inline?.type !== 'inline') continue;
    const title = inlineText(inline.children).trim();
    // An id given with an attribute list (`# Title { #custom }`) wins over the slug.
    const given = open.attrGet('id');
    const id = uniqueId(given !== null ? String(given) : slugify(title));
    open.attrSet('id', id);
    env.headings.push({ level: Number(open.tag.slice(1)), id, title });

    const link = new state.Token('link_open', 'a', 1);
    link.attrs = [
      ['class', 'headerlink'],
      ['href', `#${id}`],
      ['title', 'Permanent link'],
    ];
    const mark = new state.Token('text', '', 0);
    mark.content = '¶';
    inline.children ??= [];
    inline.children.push(link, mark, new state.Token('link_close', 'a', -1));
  }
}

/**
 * Heading ids as Python-Markdown's toc makes them, each heading with a `¶` permalink, and the
 * headings collected into the page's env for its table of contents and search sections.
 */
export function headingAnchorsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('heading_anchors', anchorHeadings);
}
