import { describe, expect, it } from 'vitest';
import { pageUrlOf, relativeUrl } from './pageUrls';

describe('pageUrlOf', () => {
  it.each([
    ['index.md', ''],
    ['README.md', ''],
    ['a/b.md', 'a/b/'],
    ['a/index.md', 'a/'],
    ['a/README.md', 'a/'],
    ['a/notes.markdown', 'a/notes/'],
    ['a/index.mkd', 'a/'],
  ])('serves %s at %j', (source, url) => {
    expect(pageUrlOf(source)).toBe(url);
  });
});

describe('relativeUrl', () => {
  it.each([
    ['a/b/', 'a/c/', '../c/'],
    ['a/b/', 'x/', '../../x/'],
    ['a/b/', 'a/img.png', '../img.png'],
    ['', 'a/', 'a/'],
    ['a/', '', '../'],
    ['a/b/', 'a/b/', './'],
  ])('from %j to %j is %j', (from, target, expected) => {
    expect(relativeUrl(from, target)).toBe(expected);
  });
});
