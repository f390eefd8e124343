/** A run of text, matched (between the tags) or not. */
export interface HighlightPart {
  text: string;
  matched: boolean;
}

/**
 * Cuts a highlighted field at its tags. The tags are markers in plain text, not HTML: the parts
 * are rendered as text, so markup in a document can never reach the page. A tag left open (a
 * snippet cut after it) marks the rest of the text.
 */
export function splitHighlights(text: string, preTag: string, postTag: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = text;
  while (rest !== '') {
    const start = preTag ? rest.indexOf(preTag) : -1;
    if (start < 0) {
      parts.push({ text: rest, matched: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), matched: false });
    rest = rest.slice(start + preTag.length);
    const end = postTag ? rest.indexOf(postTag) : -1;
    const matchedText = end < 0 ? rest : rest.slice(0, end);
    if (matchedText !== '') parts.push({ text: matchedText, matched: true });
    rest = end < 0 ? '' : rest.slice(end + postTag.length);
  }
  return parts;
}
