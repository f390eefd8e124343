import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './parseMarkdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and fenced code', () => {
    const blocks = parseMarkdown(
      '# Next steps\nClone the repo\nand run it.\n\n- one\n- two\n\n1. first\n\n```sh\nnpm ci\n```',
    );
    expect(blocks.map(block => block.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'code',
    ]);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'Clone the repo and run it.' }],
    });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
    expect(blocks[4]).toEqual({ kind: 'code', language: 'sh', text: 'npm ci' });
  });

  it('reads inline code, emphasis and links', () => {
    expect(parseInline('Run `npm ci`, **then** see [docs](https://x.test/docs) *now*')).toEqual([
      { kind: 'text', text: 'Run ' },
      { kind: 'code', text: 'npm ci' },
      { kind: 'text', text: ', ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'then' }] },
      { kind: 'text', text: ' see ' },
      { kind: 'link', href: 'https://x.test/docs', children: [{ kind: 'text', text: 'docs' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'now' }] },
    ]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });
});
