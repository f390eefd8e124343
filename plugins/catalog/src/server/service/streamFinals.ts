/** Where a body is and how large it is, without the body. */
export interface BodyEntry {
  seq: number;
  /** Characters of the body (about its size in bytes). */
  size: number;
}

export interface StreamFinalsOptions {
  /** Bodies by row number; rows that are gone (or no longer readable) are missing. */
  fetch(seqs: number[]): Promise<Map<number, string>>;
  /** Characters of bodies fetched at once (one body more when it alone is larger). */
  budget: number;
}

/**
 * The bodies of these entries, in their order, fetched a group at a time so that a list of
 * large entities never sits in memory as a whole: only the group being written does. Yields
 * undefined for an entry that is undefined or whose row is gone.
 */
export async function* streamFinals(
  entries: ReadonlyArray<BodyEntry | undefined>,
  options: StreamFinalsOptions,
): AsyncGenerator<string | undefined> {
  let start = 0;
  while (start < entries.length) {
    let end = start;
    let size = 0;
    while (end < entries.length) {
      const next = entries[end]?.size ?? 0;
      if (end > start && size + next > options.budget) break;
      size += next;
      end++;
    }
    const group = entries.slice(start, end);
    const seqs = group.flatMap(entry => (entry ? [entry.seq] : []));
    const bodies = seqs.length > 0 ? await options.fetch(seqs) : new Map<number, string>();
    for (const entry of group) yield entry ? bodies.get(entry.seq) : undefined;
    start = end;
  }
}
