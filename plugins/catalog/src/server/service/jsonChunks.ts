const CHUNK_CHARS = 64 * 1024;

/**
 * Joins the pieces of a JSON answer into chunks of about 64 KiB: one socket write per chunk
 * instead of one per entity, while no more than a chunk is held beyond what the pieces hold.
 */
export async function* jsonChunks(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let buffered: string[] = [];
  let length = 0;
  for await (const piece of pieces) {
    buffered.push(piece);
    length += piece.length;
    if (length >= CHUNK_CHARS) {
      yield buffered.join('');
      buffered = [];
      length = 0;
    }
  }
  if (buffered.length > 0) yield buffered.join('');
}

/** `[a,b,…]` around the items, as pieces. */
export async function* jsonArray(items: AsyncIterable<string>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const item of items) {
    yield first ? item : `,${item}`;
    first = false;
  }
  yield ']';
}

/** The whole answer as one string, for callers in this process that parse it (bounded lists). */
export async function joinJson(pieces: AsyncIterable<string>): Promise<string> {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all.join('');
}
