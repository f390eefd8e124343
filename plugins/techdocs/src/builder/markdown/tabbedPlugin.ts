import type { MarkdownIt, StateBlock } from 'markdown-it';
import { findIndentedBodyEnd, lineText, pushInline, tokenizeIndentedBody } from './indentedBlock';

/** `=== "Label"`; `===!` starts a new set, `===+` is the tab shown first. */
const HEADER = /^===([!+]{0,2})[ \t]+"(.*)"[ \t]*$/;

interface Tab {
  label: string;
  selected: boolean;
  headerLine: number;
  bodyEnd: number;
}

/** The tabs of one set, starting at `startLine`: consecutive `===` blocks at the same indent. */
function collectTabs(state: StateBlock, startLine: number, endLine: number): Tab[] {
  const tabs: Tab[] = [];
  let line = startLine;
  while (line < endLine && state.sCount[line] === state.sCount[startLine]) {
    const match = HEADER.exec(lineText(state, line));
    if (!match || (tabs.length > 0 && match[1]!.includes('!'))) break;
    const bodyEnd = findIndentedBodyEnd(state, line, endLine);
    tabs.push({ label: match[2]!, selected: match[1]!.includes('+'), headerLine: line, bodyEnd });
    line = bodyEnd;
    while (line < endLine && state.isEmpty(line)) line++;
  }
  return tabs;
}

function tabbed(state: StateBlock, startLine: number, endLine: number, silent: boolean) {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (!HEADER.test(lineText(state, startLine))) return false;
  if (silent) return true;
  const tabs = collectTabs(state, startLine, endLine);
  const env = state.env as { tabbedSets?: number };
  const setNumber = (env.tabbedSets = (env.tabbedSets ?? 0) + 1);
  const selected = Math.max(
    0,
    tabs.findIndex(tab => tab.selected),
  );
  const inputId = (index: number) => `__tabbed_${setNumber}_${index + 1}`;
  const last = tabs[tabs.length - 1]!;

  const set = state.push('tabbed_set_open', 'div', 1);
  set.attrSet('class', 'tabbed-set tabbed-alternate');
  set.attrSet('data-tabs', `${setNumber}:${tabs.length}`);
  set.map = [startLine, last.bodyEnd];
  // Radio inputs before labels and blocks: CSS alone shows the checked tab's block.
  tabs.forEach((_, index) => {
    const input = state.push('tabbed_input', 'input', 0);
    input.attrs = [
      ['id', inputId(index)],
      ['name', `__tabbed_${setNumber}`],
      ['type', 'radio'],
    ];
    if (index === selected) input.attrSet('checked', 'checked');
  });
  state.push('tabbed_labels_open', 'div', 1).attrSet('class', 'tabbed-labels');
  tabs.forEach((tab, index) => {
    state.push('tabbed_label_open', 'label', 1).attrSet('for', inputId(index));
    pushInline(state, tab.label, tab.headerLine);
    state.push('tabbed_label_close', 'label', -1);
  });
  state.push('tabbed_labels_close', 'div', -1);
  state.push('tabbed_content_open', 'div', 1).attrSet('class', 'tabbed-content');
  for (const tab of tabs) {
    state.push('tabbed_block_open', 'div', 1).attrSet('class', 'tabbed-block');
    tokenizeIndentedBody(state, tab.headerLine, tab.headerLine + 1, tab.bodyEnd);
    state.push('tabbed_block_close', 'div', -1);
  }
  state.push('tabbed_content_close', 'div', -1);
  state.push('tabbed_set_close', 'div', -1);
  state.line = last.bodyEnd;
  return true;
}

/**
 * Content tabs as pymdownx.tabbed (alternate style) writes them: a `tabbed-set` of radio inputs,
 * `tabbed-labels` and a `tabbed-content` of `tabbed-block`s, which work without JavaScript.
 */
export function tabbedPlugin(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'tabbed', tabbed, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
}
