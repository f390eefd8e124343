import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/** `{: #id .class }`, Python-Markdown's attr_list spelling, before markdown-it-attrs reads `{…}`. */
const COLON_BLOCK = /\{:[ \t]*([^{}\n]*)\}/g;

function dropColons(tokens: readonly Token[]): void {
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'inline') {
      token.content = token.content.replace(COLON_BLOCK, '{$1}');
    }
    if (token.children) dropColons(token.children);
  }
}

/** Lets markdown-it-attrs read attribute lists written with Python-Markdown's leading colon. */
export function attrListColonPlugin(md: MarkdownIt): void {
  md.core.ruler.before('curly_attributes', 'attr_list_colon', (state: StateCore) => {
    dropColons(state.tokens);
  });
}
