/**
 * A small Markdown reader for task output text (headings, paragraphs, lists, fenced code, inline
 * code, emphasis, links). It builds a tree the page renders as React elements, never HTML, so
 * output written by a template cannot inject markup: raw HTML in the text stays text.
 */
export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em'; children: MarkdownInline[] }
  | { kind: 'link'; href: string; children: MarkdownInline[] };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { kind: 'paragraph'; children: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { kind: 'code'; language?: string; text: string };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^(```|~~~)\s*([\w+-]*)\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0)
      blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const fence = FENCE.exec(line);
    const heading = HEADING.exec(line);
    const listMatch = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      index++;
      while (index < lines.length && !(lines[index] ?? '').startsWith(fence[1] ?? '```')) {
        body.push(lines[index] ?? '');
        index++;
      }
      blocks.push({ kind: 'code', ...(fence[2] && { language: fence[2] }), text: body.join('\n') });
    } else if (heading) {
      flush();
      const level = (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2] ?? '') });
    } else if (listMatch) {
      flush();
      const ordered = NUMBERED.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items: MarkdownInline[][] = [];
      while (index < lines.length) {
        const item = pattern.exec(lines[index] ?? '');
        if (!item) break;
        items.push(parseInline(item[1] ?? ''));
        index++;
      }
      index--;
      blocks.push({ kind: 'list', ordered, items });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

// Earliest match wins; at equal positions the order here decides (code before emphasis).
const INLINE: Array<{ pattern: RegExp; build(match: RegExpExecArray): MarkdownInline }> = [
  { pattern: /`([^`]+)`/, build: m => ({ kind: 'code', text: m[1] ?? '' }) },
  {
    pattern: /\[([^\]]+)\]\(([^)\s]+)\)/,
    build: m => ({ kind: 'link', href: m[2] ?? '', children: parseInline(m[1] ?? '') }),
  },
  {
    pattern: /\*\*(.+?)\*\*|__(.+?)__/,
    build: m => ({ kind: 'strong', children: parseInline(m[1] ?? m[2] ?? '') }),
  },
  {
    pattern: /\*([^*]+)\*|\b_([^_]+)_\b/,
    build: m => ({ kind: 'em', children: parseInline(m[1] ?? m[2] ?? '') }),
  },
];

export function parseInline(text: string): MarkdownInline[] {
  const result: MarkdownInline[] = [];
  let rest = text;
  while (rest.length > 0) {
    let best: { index: number; length: number; node: MarkdownInline } | undefined;
    for (const rule of INLINE) {
      const match = rule.pattern.exec(rest);
      if (match && (!best || match.index < best.index)) {
        best = { index: match.index, length: match[0].length, node: rule.build(match) };
      }
    }
    if (!best) {
      result.push({ kind: 'text', text: rest });
      break;
    }
    if (best.index > 0) result.push({ kind: 'text', text: rest.slice(0, best.index) });
    result.push(best.node);
    rest = rest.slice(best.index + best.length);
  }
  return result;
}
