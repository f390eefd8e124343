import { describe, expect, it } from 'vitest';
import { streamFinals, type BodyEntry } from './streamFinals';

const body = (seq: number) => `{"seq":${seq}}`;

function fakeStore(sizes: Record<number, number>) {
  const fetched: number[][] = [];
  return {
    fetched,
    entries: (seqs: number[]): BodyEntry[] => seqs.map(seq => ({ seq, size: sizes[seq] ?? 0 })),
    async fetch(seqs: number[]) {
      fetched.push(seqs);
      return new Map(seqs.filter(seq => seq in sizes).map(seq => [seq, body(seq)]));
    },
  };
}

async function collect(stream: AsyncIterable<string | undefined>) {
  const out: Array<string | undefined> = [];
  for await (const item of stream) out.push(item);
  return out;
}

describe('streamFinals', () => {
  it('fetches bodies in groups that stay within the budget, and yields them in order', async () => {
    const store = fakeStore({ 1: 40, 2: 40, 3: 40, 4: 90, 5: 10 });
    const out = await collect(
      streamFinals(store.entries([3, 1, 2, 4, 5]), { fetch: store.fetch, budget: 100 }),
    );
    expect(out).toEqual([3, 1, 2, 4, 5].map(body));
    expect(store.fetched).toEqual([[3, 1], [2], [4, 5]]);
  });

  it('fetches a body larger than the budget on its own', async () => {
    const store = fakeStore({ 1: 10, 2: 500, 3: 10 });
    await collect(streamFinals(store.entries([1, 2, 3]), { fetch: store.fetch, budget: 100 }));
    expect(store.fetched).toEqual([[1], [2], [3]]);
  });

  it('yields the first group before fetching the next: the caller sets the pace', async () => {
    const store = fakeStore({ 1: 60, 2: 60, 3: 60 });
    const stream = streamFinals(store.entries([1, 2, 3]), { fetch: store.fetch, budget: 100 });
    expect((await stream.next()).value).toBe(body(1));
    expect(store.fetched).toEqual([[1]]);
    await stream.return(undefined);
    expect(store.fetched).toEqual([[1]]);
  });

  it('yields undefined where an entry is missing or its row has gone', async () => {
    const store = fakeStore({ 1: 1 });
    const entries = [store.entries([1])[0], undefined, { seq: 9, size: 1 }];
    expect(await collect(streamFinals(entries, { fetch: store.fetch, budget: 100 }))).toEqual([
      body(1),
      undefined,
      undefined,
    ]);
  });
});
