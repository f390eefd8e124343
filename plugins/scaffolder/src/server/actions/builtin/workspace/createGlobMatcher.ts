import { Minimatch } from 'minimatch';

/** Where a pattern's wildcards start. */
export const GLOB_CHARACTER = /[*?[{]/;

/**
 * Whether a relative path (with `/` separators) matches any of `globs` (`*`, `**`, `?`, `[ab]`,
 * `[!ab]`, `{a,b}`). Dot files match like any other, as Backstage templates expect of `fs:delete`
 * and `fetch:template`'s `copyWithoutTemplating`.
 */
export function createGlobMatcher(globs: readonly string[]): (relativePath: string) => boolean {
  const matchers = globs.map(glob => new Minimatch(glob, { dot: true }));
  return relativePath => matchers.some(matcher => matcher.match(relativePath));
}

/** Whether a pattern needs matching against a tree, or names one path. */
export function isGlob(pattern: string): boolean {
  return GLOB_CHARACTER.test(pattern);
}
