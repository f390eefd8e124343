import { describe, expect, it } from 'vitest';
import { parseEntityDocuments } from './parseEntityDocuments';

describe('parseEntityDocuments', () => {
  it('reads every document and skips empty ones', async () => {
    const docs = await parseEntityDocuments('a: 1\n---\n---\nb: 2\n', 'file:/x.yaml');
    expect(docs).toEqual([
      { index: 1, value: { a: 1 } },
      { index: 3, value: { b: 2 } },
    ]);
  });

  it('rejects malformed YAML naming the file and line', async () => {
    await expect(parseEntityDocuments('a: 1\nb: [unclosed\n', 'file:/x.yaml')).rejects.toThrow(
      /Malformed YAML in file:\/x\.yaml at line \d+/,
    );
  });

  it('reads a file of thousands of documents in parts, with the same positions and lines', async () => {
    const documents = Array.from({ length: 1_000 }, (_, i) =>
      i % 2 === 0 ? `name: doc-${i}\nnote: |\n  text\n  --- not a start\n` : '',
    );
    const text = `${documents.join('---\n')}---\nbroken: [unclosed\n`;
    const failing = parseEntityDocuments(text, 'file:/big.yaml');
    // The broken document starts on the last line but one; its error is reported on the last.
    const lines = text.split('\n').length - 1;
    await expect(failing).rejects.toThrow(`Malformed YAML in file:/big.yaml at line ${lines + 1}`);

    const parsed = await parseEntityDocuments(documents.join('---\n'), 'file:/big.yaml');
    expect(parsed).toHaveLength(500);
    expect(parsed[499]).toEqual({
      index: 999,
      value: { name: 'doc-998', note: 'text\n--- not a start\n' },
    });
  });

  it('keeps a file with directives whole', async () => {
    const text = Array.from({ length: 450 }, (_, i) => `%YAML 1.2\n---\nn: ${i}\n`).join('...\n');
    const parsed = await parseEntityDocuments(text, 'file:/directives.yaml');
    expect(parsed).toHaveLength(450);
    expect(parsed[449]).toEqual({ index: 450, value: { n: 449 } });
  });

  it('refuses alias bombs', async () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 0; i < 8; i++)
      bomb.push(
        `${'bcdefghi'[i]}: &${'bcdefghi'[i]} [${Array(10)
          .fill(`*${i === 0 ? 'a' : 'bcdefghi'[i - 1]}`)
          .join(', ')}]`,
      );
    await expect(parseEntityDocuments(bomb.join('\n'), 'file:/bomb.yaml')).rejects.toThrow(
      /Malformed YAML/,
    );
  });
});
