import type { z } from 'zod';
import { configSchema, type ConfigValueProblem } from '@atrium/server-core';

const MAX_PATH_CHARS = 255;

/** A relative `/`-separated path inside a repository, without `.` or `..` segments. */
export function isSafeFilePath(path: string): boolean {
  if (path.length > MAX_PATH_CHARS || path.includes('\\') || hasControlCharacter(path)) {
    return false;
  }
  return path.split('/').every(segment => segment !== '' && segment !== '.' && segment !== '..');
}

/** A branch name git accepts as `refs/heads/<name>` (git-check-ref-format's rules). */
export function isValidBranchName(name: string): boolean {
  if (name.length > MAX_PATH_CHARS || name === '@' || name.startsWith('-')) return false;
  if (hasControlCharacter(name) || /[ ~^:?*[\\]|\.\.|@\{/.test(name)) return false;
  if (name.endsWith('.')) return false;
  return name
    .split('/')
    .every(segment => segment !== '' && !segment.startsWith('.') && !segment.endsWith('.lock'));
}

function hasControlCharacter(text: string): boolean {
  return [...text].some(char => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * A non-empty string that `accepts` too. The rule runs only on strings, so a value of the wrong
 * type is reported once, in the words every string key uses.
 */
function stringWhere(accepts: (text: string) => boolean, wanted: string) {
  const rule = configSchema.value((value): string | ConfigValueProblem => {
    const text = value as string;
    return accepts(text) ? text : { kind: 'value', got: JSON.stringify(text), wanted };
  });
  // configSchema values are typed to take anything; after `string()` this one gets a string.
  return configSchema.string().pipe(rule as z.ZodType<string, string>);
}

/**
 * `catalog.import`: the file name the catalog looks for in a repository and the import plugin's
 * pull requests write, and the branch those pull requests use. The catalog owns the keys, so a
 * mistake is reported once, at start, whichever plugins read them.
 */
export const catalogImportConfig = configSchema.object({
  entityFilename: stringWhere(
    isSafeFilePath,
    "a file path inside the repository, like 'catalog-info.yaml'",
  ).optional(),
  pullRequestBranchName: stringWhere(isValidBranchName, 'a valid git branch name').optional(),
});
