/**
 * The first string after every string that starts with `prefix`, so `>= prefix and < bound` is
 * an index range (both engines compare these columns by code).
 */
export function upperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}
