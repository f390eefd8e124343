import type { MarkdownIt, StateBlock } from 'markdown-it';
import { findIndentedBodyEnd, lineText, pushInline, tokenizeIndentedBody } from './indentedBlock';

/**
 * `!!! type "Title"` (admonition), `??? type "Title"` (details, closed) and `???+` (open); a
 * details block may have a title without a type.
 */
const HEADER = /^(!!!|\?\?\?\+?)(?:[ \t]+([\w-]+(?:[ \t]+[\w-]+)*))?(?:[ \t]+"(.*)")?[ \t]*$/;

function defaultTitle(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

function admonition(state: StateBlock, startLine: number, endLine: number, silent: boolean) {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const match = HEADER.exec(lineText(state, startLine));
  const [, marker = '', classText = '', explicitTitle] = match ?? [];
  const isDetails = marker !== '!!!';
  if (!match || (!classText && (!isDetails || explicitTitle === undefined))) return false;
  if (silent) return true;
  const classes = classText ? classText.split(/[ \t]+/) : [];
  // `!!! note ""` asks for no title at all.
  const title = explicitTitle ?? defaultTitle(classes[0]!);
  const bodyEnd = findIndentedBodyEnd(state, startLine, endLine);

  const open = state.push(
    isDetails ? 'details_open' : 'admonition_open',
    isDetails ? 'details' : 'div',
    1,
  );
  if (!isDetails || classes.length > 0) {
    open.attrSet('class', (isDetails ? classes : ['admonition', ...classes]).join(' '));
  }
  if (marker === '???+') open.attrSet('open', '');
  open.map = [startLine, bodyEnd];
  if (isDetails) {
    state.push('details_summary_open', 'summary', 1);
    pushInline(state, title, startLine);
    state.push('details_summary_close', 'summary', -1);
  } else if (title) {
    state.push('paragraph_open', 'p', 1).attrSet('class', 'admonition-title');
    pushInline(state, title, startLine);
    state.push('paragraph_close', 'p', -1);
  }
  tokenizeIndentedBody(state, startLine, startLine + 1, bodyEnd);
  state.push(isDetails ? 'details_close' : 'admonition_close', isDetails ? 'details' : 'div', -1);
  return true;
}

/**
 * Admonitions and collapsible blocks as Python-Markdown's `admonition` and pymdownx `details`
 * write them: `<div class="admonition note"><p class="admonition-title">…</p>…</div>` and
 * `<details class="note" [open]><summary>…</summary>…</details>`.
 */
export function admonitionPlugin(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'admonition', admonition, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
}
