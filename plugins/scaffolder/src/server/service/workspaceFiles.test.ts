import { describe, expect, it } from 'vitest';
import { safeRelativePath } from './workspaceFiles';

describe('safeRelativePath', () => {
  it.each([
    ['a/b.txt', 'a/b.txt'],
    ['./a//b.txt', 'a/b.txt'],
    ['a\\b.txt', 'a/b.txt'],
    ['a..b/c', 'a..b/c'],
  ])('keeps %s as %s', (given, expected) => {
    expect(safeRelativePath(given)).toBe(expected);
  });

  it.each([
    '../x',
    'a/../../x',
    '/etc/passwd',
    '\\\\server\\share',
    'C:\\x',
    'c:x',
    '..',
    '.',
    'a\0b',
  ])('rejects %s', given => {
    expect(() => safeRelativePath(given)).toThrow(/Invalid file path/);
  });
});
