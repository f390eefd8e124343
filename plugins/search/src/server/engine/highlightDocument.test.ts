import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_TAGS, type SearchDocument } from './SearchEngine';
import { highlightDocument } from './highlightDocument';
import { analyzeTerm } from './text/analyzeTerm';

const mark = (text: string) =>
  text.replaceAll('[', HIGHLIGHT_TAGS.preTag).replaceAll(']', HIGHLIGHT_TAGS.postTag);

const document: SearchDocument = {
  type: 'software-catalog',
  key: 'component:default/ui-kit',
  title: 'UI kit (build)',
  text: `${'Lorem ipsum dolor sit amet. '.repeat(10)}The kit builds the guides. ${'More words here. '.repeat(20)}`,
  location: '/catalog/default/component/ui-kit',
  fields: { name: 'ui-kit', kind: 'Component', owner: 'team-kit' },
};

describe('highlightDocument', () => {
  it('marks short words only where a word starts, and longer ones anywhere', () => {
    const highlight = highlightDocument(document, analyzeTerm('ui ild'), new Map());
    expect(highlight.title).toBe(mark('[UI] kit (bu[ild])'));
    expect(highlight.name).toBe(mark('[ui]-kit'));
    expect(highlight.text).toContain(mark('bu[ild]s'));
    // `guides` holds `ui` inside a word: not marked.
    expect(highlight.text).toContain('guides');
  });

  it('answers a bounded snippet starting at a word, and only the fields that matched', () => {
    const highlight = highlightDocument(document, analyzeTerm('guides'), new Map());
    expect(Object.keys(highlight)).toEqual(['text']);
    const plain = highlight
      .text!.replaceAll(HIGHLIGHT_TAGS.preTag, '')
      .replaceAll(HIGHLIGHT_TAGS.postTag, '');
    expect(plain).toMatch(/^…[A-Za-z]/);
    expect(plain.endsWith('…')).toBe(true);
    expect(plain.length).toBeLessThanOrEqual(202);
    expect(highlight.text).toContain(mark('the [guides].'));
  });

  it('marks the word a typo stood for, and nothing for a term without words', () => {
    expect(
      highlightDocument(document, analyzeTerm('guidse'), new Map([['guidse', ['guides']]])).text,
    ).toContain(mark('[guides]'));
    expect(highlightDocument(document, analyzeTerm('"*"'), new Map())).toEqual({});
  });
});
