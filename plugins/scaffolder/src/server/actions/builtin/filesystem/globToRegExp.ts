import { InputError } from '@atrium/model';

/**
 * A glob (`*`, `**`, `?`, `[abc]`, `[!abc]`, `{a,b}`) as a regular expression over paths with `/`
 * separators. Dot files match like any other, as templates expect of `fs:delete`.
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*') {
      if (glob[i + 1] === '*') {
        const atStart = i === 0 || glob[i - 1] === '/';
        const slashAfter = glob[i + 2] === '/';
        if (atStart && slashAfter) {
          source += '(?:.*/)?';
          i += 2;
        } else {
          source += '.*';
          i += 1;
        }
      } else {
        source += '[^/]*';
      }
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end === -1) throw new InputError(`Unclosed '[' in the pattern '${glob}'`);
      let set = glob.slice(i + 1, end);
      if (set.startsWith('!')) set = `^${set.slice(1)}`;
      source += `[${set.replace(/\\/g, '\\\\')}]`;
      i = end;
    } else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) {
      source += '|';
    } else {
      source += char.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  }
  if (braces > 0) throw new InputError(`Unclosed '{' in the pattern '${glob}'`);
  return new RegExp(`^${source}$`);
}

/** Whether a pattern needs matching against the tree, or names one path. */
export function isGlob(pattern: string): boolean {
  return /[*?[{]/.test(pattern);
}
