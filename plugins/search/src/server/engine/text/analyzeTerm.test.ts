import { describe, expect, it } from 'vitest';
import { analyzeTerm } from './analyzeTerm';

describe('analyzeTerm', () => {
  it('answers distinct words, allowing infixes from 3 letters and typos from 5', () => {
    expect(analyzeTerm('Payments-API ui api')).toEqual({
      words: [
        { text: 'payments', infix: true, typo: true },
        { text: 'api', infix: true, typo: false },
        { text: 'ui', infix: false, typo: false },
      ],
      phrase: 'payments api ui api',
    });
  });

  it('bounds the work: 200 characters, 8 words, 64 characters a word', () => {
    expect(analyzeTerm('word '.repeat(2000)).words).toHaveLength(1);
    expect(analyzeTerm('a b c d e f g h i j k').words.map(w => w.text)).toEqual(
      'a b c d e f g h'.split(' '),
    );
    expect(analyzeTerm('x'.repeat(10_000)).words[0]!.text).toHaveLength(64);
    expect(analyzeTerm(`${' '.repeat(200)}hidden`).words).toEqual([]);
  });

  it('counts characters, not UTF-16 units, for the length rules', () => {
    expect(analyzeTerm('𠀀𠀀').words).toEqual([{ text: '𠀀𠀀', infix: false, typo: false }]);
  });

  it('finds no words in symbols, quotes and operators', () => {
    expect(analyzeTerm('"* - : () 🔥 %_\\').words).toEqual([]);
  });
});
