import markdownIt, { type MarkdownIt } from 'markdown-it';
import markdownItAttrs from 'markdown-it-attrs';
import markdownItFootnote from 'markdown-it-footnote';
import { admonitionPlugin } from './admonitionPlugin';
import { attrListColonPlugin } from './attrListColonPlugin';
import { headingAnchorsPlugin } from './headingAnchorsPlugin';
import { renderFence } from './renderFence';
import { rewriteUrlsPlugin } from './rewriteUrlsPlugin';
import { tabbedPlugin } from './tabbedPlugin';
import { taskListPlugin } from './taskListPlugin';

/**
 * The Markdown dialect of MkDocs sites as TechDocs setups configure it (tables, fenced code,
 * admonitions, details, content tabs, footnotes, attribute lists, task lists, toc permalinks).
 * Every feature is always on: a site that does not list an extension simply does not use its
 * syntax. Raw HTML is kept as written, `<script>` included: the builder's output is untrusted
 * and the web reader sanitises every page before showing it.
 */
export function createMarkdownRenderer(): MarkdownIt {
  const md = markdownIt({ html: true, linkify: false, typographer: false });
  md.use(admonitionPlugin)
    .use(tabbedPlugin)
    .use(markdownItFootnote)
    .use(markdownItAttrs)
    .use(attrListColonPlugin)
    .use(taskListPlugin)
    .use(headingAnchorsPlugin)
    .use(rewriteUrlsPlugin);
  md.renderer.rules.fence = renderFence;
  return md;
}
