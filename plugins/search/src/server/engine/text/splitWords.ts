const RUNS = /[\p{L}\p{N}]+/gu;
// Splits `orderService` into order|Service, `HTTPServer` into HTTP|Server and `oauth2Proxy` into
// oauth2|Proxy; digits stay attached (`k8s`, `oauth2`) because people type them that way.
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=[\p{Lu}\p{N}])(?=\p{Lu}\p{Ll})/u;

/**
 * The lower-case words of a name or a text: `payments-api`, `cash_ledger` and `orderService` are
 * found by their words. Both engines and the query parser use this one function, so a document
 * and a term are always cut the same way.
 */
export function splitWords(value: string): string[] {
  const words: string[] = [];
  for (const [run] of value.normalize('NFKC').matchAll(RUNS)) {
    for (const part of run.split(CAMEL_BOUNDARY)) words.push(part.toLowerCase());
  }
  return words;
}

/** The text the infix search looks into: case and width differences removed, separators kept. */
export function foldText(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}
