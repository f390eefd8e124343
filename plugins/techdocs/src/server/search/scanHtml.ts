/** A piece of an HTML document as the search reads it: text, or the start or end of an element. */
export type HtmlPiece =
  | { type: 'text'; text: string }
  | { type: 'open'; name: string; id?: string }
  | { type: 'close'; name: string };

/** Elements whose content is never text a reader sees (or that only repeats the site's navigation). */
const SKIPPED = new Set([
  'script',
  'style',
  'nav',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
  'textarea',
  'select',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  para: '¶',
  hellip: '…',
  mdash: '—',
  ndash: '–',
};

/** Decodes the entities text commonly holds; unknown ones stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : ' ';
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Cuts HTML into text and element boundaries, lazily, leaving out comments, declarations and
 * the content of `SKIPPED` elements (nested ones of the same name included). Hand-written rather
 * than regular expressions: every step moves forward with `indexOf`, so hostile input (an
 * unclosed `<script`, thousands of `<!--`) costs time linear in its length, and a reader that
 * has enough stops the work.
 */
export function* scanHtml(html: string): Generator<HtmlPiece> {
  const lower = html.toLowerCase();
  let position = 0;
  const text = (end: number): HtmlPiece => ({
    type: 'text',
    text: decodeEntities(html.slice(position, end)),
  });

  while (position < html.length) {
    const start = html.indexOf('<', position);
    if (start < 0) break;
    const next = html.charAt(start + 1);
    if (!/[a-z/!?]/i.test(next)) {
      // A '<' that starts no tag (`a < b`) is text.
      yield text(start + 1);
      position = start + 1;
      continue;
    }
    if (start > position) yield text(start);
    if (lower.startsWith('<!--', start)) {
      const end = lower.indexOf('-->', start + 4);
      position = end < 0 ? html.length : end + 3;
      continue;
    }
    const end = tagEnd(html, start);
    if (end < 0) return;
    position = end + 1;
    if (next === '!' || next === '?') continue;
    const tag = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(html.slice(start, Math.min(end + 1, start + 64)));
    if (!tag) continue;
    const name = tag[2]!.toLowerCase();
    if (tag[1]) {
      yield { type: 'close', name };
    } else if (SKIPPED.has(name)) {
      if (!html.slice(start, end).endsWith('/')) position = skipElement(lower, name, position);
    } else {
      const id = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(html.slice(start, end));
      const value = id && decodeEntities(id[1] ?? id[2] ?? id[3] ?? '');
      yield value ? { type: 'open', name, id: value } : { type: 'open', name };
    }
  }
  if (position < html.length) yield text(html.length);
}

/** The `>` closing the tag at `start`, past quoted attribute values; -1 when there is none. */
function tagEnd(html: string, start: number): number {
  let afterEquals = false;
  for (let index = start + 1; index < html.length; index++) {
    const char = html[index]!;
    if (char === '>') return index;
    if ((char === '"' || char === "'") && afterEquals) {
      index = html.indexOf(char, index + 1);
      if (index < 0) return -1;
      afterEquals = false;
    } else if (char === '=') {
      afterEquals = true;
    } else if (!/\s/.test(char)) {
      afterEquals = false;
    }
  }
  return -1;
}

/** Where the element opened before `from` ends, counting nested elements of its name. */
function skipElement(lower: string, name: string, from: number): number {
  let depth = 1;
  let position = from;
  // Each search starts where the last one ended, so no part is read twice.
  let open = lower.indexOf(`<${name}`, position);
  let close = lower.indexOf(`</${name}`, position);
  while (depth > 0) {
    if (close < 0) return lower.length;
    if (open >= 0 && open < close) {
      if (/[\s>/]/.test(lower.charAt(open + name.length + 1))) depth += 1;
      position = open + name.length + 1;
      open = lower.indexOf(`<${name}`, position);
    } else {
      depth -= 1;
      position = close + name.length + 2;
      close = lower.indexOf(`</${name}`, position);
    }
  }
  const end = lower.indexOf('>', position);
  return end < 0 ? lower.length : end + 1;
}
