import type { Token } from 'markdown-it';

/** The plain text of an inline token: what a reader sees, without markup. */
export function inlineText(children: readonly Token[] | null): string {
  let text = '';
  for (const child of children ?? []) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
    else if (child.type === 'image') text += inlineText(child.children);
  }
  return text;
}
