import type { Token } from 'markdown-it';

/** `<script>` or `<style>` opening (group 2 empty) or closing (group 2 `/`) a raw HTML run. */
const HIDDEN_ELEMENT = /^<(\/?)(script|style)\b/i;

/**
 * The plain text of an inline token: what a reader sees, without markup — so not the code of a
 * raw `<script>` or the rules of a `<style>` either.
 */
export function inlineText(children: readonly Token[] | null): string {
  let text = '';
  let hidden = false;
  for (const child of children ?? []) {
    if (child.type === 'html_inline') {
      const element = HIDDEN_ELEMENT.exec(child.content);
      if (element) hidden = element[1] === '';
    } else if (hidden) continue;
    else if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
    else if (child.type === 'image') text += inlineText(child.children);
  }
  return text;
}
