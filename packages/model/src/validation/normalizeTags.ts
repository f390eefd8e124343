/**
 * Tags as they are stored: trimmed, lower-cased, without empty entries or duplicates, in the
 * order first given (spec 001 §5). Validity is not checked here; see `isValidTag`.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const normalized = tag.trim().toLowerCase();
    if (normalized !== '') seen.add(normalized);
  }
  return [...seen];
}
