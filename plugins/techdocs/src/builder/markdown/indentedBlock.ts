import type { StateBlock } from 'markdown-it';

/** The text of a line after its indentation. */
export function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/**
 * Where the body of a `!!!`, `???` or `===` block ends: the lines after `headerLine` that are
 * blank or indented four more columns than the header (Python-Markdown's rule), without trailing
 * blank lines. Returns the first line after the body.
 */
export function findIndentedBodyEnd(
  state: StateBlock,
  headerLine: number,
  endLine: number,
): number {
  const bodyIndent = state.sCount[headerLine]! + 4;
  let end = headerLine + 1;
  for (let line = headerLine + 1; line < endLine; line++) {
    if (state.isEmpty(line)) continue;
    if (state.sCount[line]! < bodyIndent) break;
    end = line + 1;
  }
  return end;
}

/** Parses lines `[from, to)` as blocks nested four columns deeper than `headerLine`. */
export function tokenizeIndentedBody(
  state: StateBlock,
  headerLine: number,
  from: number,
  to: number,
): void {
  const saved = {
    blkIndent: state.blkIndent,
    lineMax: state.lineMax,
    parentType: state.parentType,
  };
  state.blkIndent = state.sCount[headerLine]! + 4;
  state.lineMax = to;
  // Treated like a blockquote's content: a paragraph inside ends where the body ends.
  state.parentType = 'blockquote';
  state.md.block.tokenize(state, from, to);
  state.blkIndent = saved.blkIndent;
  state.lineMax = saved.lineMax;
  state.parentType = saved.parentType;
  state.line = to;
}

/** An `inline` token holding `content`, parsed by the inline rules like a paragraph's text. */
export function pushInline(state: StateBlock, content: string, line: number): void {
  const token = state.push('inline', '', 0);
  token.content = content;
  token.map = [line, line + 1];
  token.children = [];
}
