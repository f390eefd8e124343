import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * The real path of the longest existing prefix of `target`, with the missing rest appended as
 * written: where a path that does not exist yet would be. A dangling symbolic link on the way
 * counts as where it points, since what is created through it lies there.
 */
export async function realpathOfLongestExisting(target: string): Promise<string> {
  let existing = target;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(await fs.realpath(existing), ...rest.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      if (await isLink(existing)) {
        return path.join(await danglingTarget(existing), ...rest.reverse());
      }
      const parent = path.dirname(existing);
      if (parent === existing) return target;
      rest.push(path.basename(existing));
      existing = parent;
    }
  }
}

async function isLink(file: string): Promise<boolean> {
  try {
    return (await fs.lstat(file)).isSymbolicLink();
  } catch {
    return false;
  }
}

async function danglingTarget(link: string): Promise<string> {
  return path.resolve(path.dirname(link), await fs.readlink(link));
}
