/**
 * A catalog path glob as a regular expression over a repository's file paths: `**` spans
 * directories, `*` and `?` stay within one.
 */
export function globToRegExp(glob: string): RegExp {
  const pattern = glob.replace(/^\/+/, '');
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '*' && pattern[i + 1] === '*') {
      // `**/` also matches no directory at all.
      const slash = pattern[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function isGlob(path: string): boolean {
  return /[*?]/.test(path);
}
