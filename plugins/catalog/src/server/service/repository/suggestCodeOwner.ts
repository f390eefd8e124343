/** Lines of a CODEOWNERS file looked at, at most; real files have tens or hundreds. */
export const MAX_CODEOWNERS_LINES = 10_000;
/** Longer lines are not rules a person wrote; they are skipped unread. */
const MAX_LINE_LENGTH = 4096;
/** Patterns that cover every file of the repository, so their owners own the repository. */
const WHOLE_REPOSITORY = new Set(['*', '**', '/**', '**/*', '/**/*']);
// GitHub's user logins and team slugs; an owner that is neither is not suggested.
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const TEAM = /^[A-Za-z0-9_.-]{1,63}$/;

/**
 * The owner a CODEOWNERS file gives the whole repository, as a catalog owner: the first team or
 * user of the last rule covering every file (later rules win, as on GitHub). `@org/team` becomes
 * the Group `team`; `@user` the User `user:user` (an owner without a kind is taken for a Group);
 * emails are not entity names and are passed over. Undefined when no rule covers the repository,
 * that rule has no usable owner, or the file is not text.
 */
export function suggestCodeOwner(text: string): string | undefined {
  // A NUL byte: a binary file, not a CODEOWNERS file anyone wrote.
  if (text.includes('\u0000')) return undefined;
  let owner: string | undefined;
  for (const rawLine of text.split('\n', MAX_CODEOWNERS_LINES)) {
    if (rawLine.length > MAX_LINE_LENGTH) continue;
    const line = withoutComment(rawLine).trim();
    // GitLab's `[Section]` headers and GitHub's comments carry no rule.
    if (line === '' || line.startsWith('[') || line.startsWith('^[')) continue;
    const [pattern, ...owners] = line.split(/\s+/);
    if (!pattern || !WHOLE_REPOSITORY.has(pattern)) continue;
    // A later rule without owners takes the ownership away again.
    owner = firstCatalogOwner(owners);
  }
  return owner;
}

function withoutComment(line: string): string {
  if (line.trimStart().startsWith('#')) return '';
  // An inline comment starts at a `#` after whitespace; `\#` is a literal `#` in a pattern.
  const inline = line.search(/\s#/);
  return inline === -1 ? line : line.slice(0, inline);
}

function firstCatalogOwner(owners: readonly string[]): string | undefined {
  for (const owner of owners) {
    if (!owner.startsWith('@')) continue;
    const name = owner.slice(1);
    const slash = name.indexOf('/');
    if (slash === -1) {
      if (LOGIN.test(name)) return `user:${name}`;
      continue;
    }
    const team = name.slice(slash + 1);
    if (TEAM.test(team) && LOGIN.test(name.slice(0, slash))) return team;
  }
  return undefined;
}
