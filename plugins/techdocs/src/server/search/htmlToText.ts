import { scanHtml, type HtmlPiece } from './scanHtml';

/** Elements inside a line of text: their boundaries are not word boundaries. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
  'wbr',
]);

/** Gathers the plain text of pieces up to a bound; `full` once more would not be kept. */
export interface TextCollector {
  add(piece: HtmlPiece): void;
  readonly full: boolean;
  /** Whitespace collapsed, at most the bound's characters, cut at a word when one ends near it. */
  text(): string;
}

export function createTextCollector(maxChars: number): TextCollector {
  const parts: string[] = [];
  // Whitespace is collapsed at the end: keep well past the bound before calling it full.
  const budget = maxChars * 4 + 1_000;
  let length = 0;
  return {
    add(piece) {
      if (length >= budget) return;
      const part = piece.type === 'text' ? piece.text : INLINE.has(piece.name) ? '' : ' ';
      const kept = part.length > budget - length ? part.slice(0, budget - length) : part;
      parts.push(kept);
      length += kept.length;
    },
    get full() {
      return length >= budget;
    },
    text: () => clip(parts.join('').replace(/¶/g, '').replace(/\s+/g, ' ').trim(), maxChars),
  };
}

/** Plain text of scanned pieces (heading permalink marks `¶` left out), see `TextCollector`. */
export function textOfPieces(pieces: Iterable<HtmlPiece>, maxChars: number): string {
  const collector = createTextCollector(maxChars);
  for (const piece of pieces) {
    if (collector.full) break;
    collector.add(piece);
  }
  return collector.text();
}

/** Cuts text to `maxChars`, at the last space of its final tenth when there is one. */
export function clip(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return (space > maxChars * 0.9 ? cut.slice(0, space) : cut).trimEnd();
}

/** Plain text of an HTML fragment (see `scanHtml` for what is left out). */
export function htmlToText(html: string, maxChars: number): string {
  return textOfPieces(scanHtml(html), maxChars);
}
