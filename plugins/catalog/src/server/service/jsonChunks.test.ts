import { describe, expect, it } from 'vitest';
import { jsonArray, jsonChunks } from './jsonChunks';

async function* from(items: string[]) {
  yield* items;
}

async function collect(stream: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const item of stream) out.push(item);
  return out;
}

describe('jsonArray', () => {
  it('writes an array of the items, and an empty one for none', async () => {
    expect((await collect(jsonArray(from(['1', '{"a":2}'])))).join('')).toBe('[1,{"a":2}]');
    expect((await collect(jsonArray(from([])))).join('')).toBe('[]');
  });
});

describe('jsonChunks', () => {
  it('joins small pieces into chunks of about 64 KiB without changing the text', async () => {
    const item = JSON.stringify({ name: 'x'.repeat(1000) });
    const pieces = Array.from({ length: 200 }, () => item);
    const chunks = await collect(jsonChunks(jsonArray(from(pieces))));
    expect(chunks.join('')).toBe(`[${pieces.join(',')}]`);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.length).toBeLessThan(10);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(65_536);
  });
});
