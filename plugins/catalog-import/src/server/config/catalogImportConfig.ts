import { configSchema, type ConfigValueProblem } from '@atrium/server-core';

/** Backstage's defaults for `catalog.import`. */
export const DEFAULT_ENTITY_FILENAME = 'catalog-info.yaml';
export const DEFAULT_BRANCH_NAME = 'backstage-integration';

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

// The catalog owns `catalog.import` and reports a value that is not a non-empty string; this
// plugin adds only what its pull requests need of a string, so one mistake is told once.
const isCatalogTypeProblem = (value: unknown) => typeof value !== 'string' || value === '';

const entityFilename = configSchema.value((value): string | ConfigValueProblem => {
  if (isCatalogTypeProblem(value)) return DEFAULT_ENTITY_FILENAME;
  return isSafeFilePath(value as string)
    ? (value as string)
    : {
        kind: 'value',
        got: JSON.stringify(value),
        wanted: "a file path inside the repository, like 'catalog-info.yaml'",
      };
});

const pullRequestBranchName = configSchema.value((value): string | ConfigValueProblem => {
  if (isCatalogTypeProblem(value)) return DEFAULT_BRANCH_NAME;
  return isValidBranchName(value as string)
    ? (value as string)
    : { kind: 'value', got: JSON.stringify(value), wanted: 'a valid git branch name' };
});

/** The `catalog.import` keys this plugin reads, checked at start. */
export const catalogImportConfig = configSchema.object({
  catalog: configSchema
    .object({
      import: configSchema
        .object({
          entityFilename: entityFilename.optional(),
          pullRequestBranchName: pullRequestBranchName.optional(),
        })
        .optional(),
    })
    .optional(),
});
