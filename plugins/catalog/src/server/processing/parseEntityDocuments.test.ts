import { describe, expect, it } from 'vitest';
import { parseEntityDocuments } from './parseEntityDocuments';

describe('parseEntityDocuments', () => {
  it('reads every document and skips empty ones', () => {
    const docs = parseEntityDocuments('a: 1\n---\n---\nb: 2\n', 'file:/x.yaml');
    expect(docs).toEqual([
      { index: 1, value: { a: 1 } },
      { index: 3, value: { b: 2 } },
    ]);
  });

  it('rejects malformed YAML naming the file and line', () => {
    expect(() => parseEntityDocuments('a: 1\nb: [unclosed\n', 'file:/x.yaml')).toThrow(
      /Malformed YAML in file:\/x\.yaml at line \d+/,
    );
  });

  it('refuses alias bombs', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 8; i++)
      bomb.push(
        `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10)
          .fill(`*${i === 0 ? 'a' : 'bcdefghi'[i - 1]}`)
          .join(', ')}]`,
      );
    expect(() => parseEntityDocuments(bomb.join('\n'), 'file:/bomb.yaml')).toThrow(
      /Malformed YAML/,
    );
  });
});
