/** Where a body is and how large it is, without the body. */
export interface BodyEntry {
  seq: number;
  /** Bytes of the body. */
  size: number;
}

export interface StreamFinalsOptions {
  /** Bodies by row number; rows that are gone (or no longer readable) are missing. */
  fetch(seqs: number[]): Promise<Map<number, string>>;
  /** Bytes of bodies fetched at once (one body more when it alone is larger). */
  budget: number;
}

/** How many of these sizes, from the first, fit in the budget: at least one, when there is one. */
export function countWithinBudget(sizes: Iterable<number>, budget: number): number {
  let total = 0;
  let count = 0;
  for (const size of sizes) {
    if (count > 0 && total + size > budget) break;
    total += size;
    count++;
  }
  return count;
}

function* sizesFrom(entries: ReadonlyArray<BodyEntry | undefined>, start: number) {
  for (let i = start; i < entries.length; i++) yield entries[i]?.size ?? 0;
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
    const end = start + countWithinBudget(sizesFrom(entries, start), options.budget);
    const group = entries.slice(start, end);
    const seqs = group.flatMap(entry => (entry ? [entry.seq] : []));
    const bodies = seqs.length > 0 ? await options.fetch(seqs) : new Map<number, string>();
    for (const entry of group) yield entry ? bodies.get(entry.seq) : undefined;
    start = end;
  }
}
