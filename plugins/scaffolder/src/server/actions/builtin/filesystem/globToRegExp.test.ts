import { describe, expect, it } from 'vitest';
import { globToRegExp } from './globToRegExp';

describe('globToRegExp', () => {
  const matches = (glob: string, p: string) => globToRegExp(glob).test(p);

  it('matches within one segment with * and ?', () => {
    expect(matches('*.md', 'a.md')).toBe(true);
    expect(matches('*.md', 'docs/a.md')).toBe(false);
    expect(matches('a?c', 'abc')).toBe(true);
    expect(matches('a?c', 'a/c')).toBe(false);
  });

  it('matches any depth with **', () => {
    expect(matches('**/*.md', 'a.md')).toBe(true);
    expect(matches('**/*.md', 'x/y/a.md')).toBe(true);
    expect(matches('docs/**', 'docs/x/y')).toBe(true);
    expect(matches('docs/**/z', 'docs/z')).toBe(true);
  });

  it('supports sets, negated sets and alternatives, escaping the rest', () => {
    expect(matches('[ab].txt', 'b.txt')).toBe(true);
    expect(matches('[!ab].txt', 'b.txt')).toBe(false);
    expect(matches('*.{js,ts}', 'x.ts')).toBe(true);
    expect(matches('a+b(1).txt', 'a+b(1).txt')).toBe(true);
    expect(matches('a.txt', 'abtxt')).toBe(false);
  });

  it('refuses unclosed sets and alternatives', () => {
    expect(() => globToRegExp('[ab')).toThrow(/Unclosed '\['/);
    expect(() => globToRegExp('{a,b')).toThrow(/Unclosed '\{'/);
  });
});
