import type { MarkdownIt, StateCore, Token } from 'markdown-it';

const MARKER = /^\[([ xX])\][ \t]/;

function addClass(token: Token, name: string): void {
  const current = token.attrGet('class');
  token.attrSet('class', current ? `${current} ${name}` : name);
}

function markTaskItems(state: StateCore): void {
  const { tokens } = state;
  for (let index = 2; index < tokens.length; index++) {
    const inline = tokens[index]!;
    if (
      inline.type !== 'inline' ||
      tokens[index - 1]!.type !== 'paragraph_open' ||
      tokens[index - 2]!.type !== 'list_item_open'
    ) {
      continue;
    }
    const first = inline.children?.[0];
    const match = first?.type === 'text' ? MARKER.exec(first.content) : null;
    if (!first || !match) continue;
    first.content = first.content.slice(match[0].length);
    const checkbox = new state.Token('task_checkbox', 'input', 0);
    checkbox.attrs = [
      ['class', 'task-list-item-checkbox'],
      ['type', 'checkbox'],
      ['disabled', ''],
    ];
    if (match[1] !== ' ') checkbox.attrSet('checked', '');
    const space = new state.Token('text', '', 0);
    space.content = ' ';
    inline.children!.unshift(checkbox, space);

    const item = tokens[index - 2]!;
    addClass(item, 'task-list-item');
    for (let back = index - 3; back >= 0; back--) {
      const list = tokens[back]!;
      if (list.level === item.level - 1 && list.nesting === 1) {
        if (
          !String(list.attrGet('class') ?? '')
            .split(' ')
            .includes('task-list')
        )
          addClass(list, 'task-list');
        break;
      }
    }
  }
}

/** Task lists as pymdownx.tasklist writes them: `- [x] done` gets a disabled, checked checkbox. */
export function taskListPlugin(md: MarkdownIt): void {
  md.core.ruler.push('task_list', markTaskItems);
}
