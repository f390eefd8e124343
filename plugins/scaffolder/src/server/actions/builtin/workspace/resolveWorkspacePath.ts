import { isPathInside } from '@atrium/server-core';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError } from '@atrium/model';

/**
 * The absolute path of `relativePath` inside the workspace, or an InputError when it would lead
 * outside: an absolute path, `..` climbing out, or a symbolic link on the way (the path itself
 * included, dangling or not) pointing outside. Nothing outside the workspace is ever written,
 * moved or deleted; a link an earlier step left in the workspace cannot lead a write elsewhere.
 */
export async function resolveWorkspacePath(
  workspacePath: string,
  relativePath: string,
): Promise<string> {
  if (path.isAbsolute(relativePath) || /^[a-zA-Z]:|^\\\\/.test(relativePath)) {
    throw new InputError(`'${relativePath}' must be a relative path inside the workspace`);
  }
  const root = await fs.realpath(workspacePath);
  const resolved = path.resolve(root, relativePath);
  if (!isPathInside(root, resolved)) {
    throw new InputError(`'${relativePath}' leads outside the workspace`);
  }
  const real = await realpathOfExisting(resolved);
  if (!isPathInside(root, real)) {
    throw new InputError(
      `'${relativePath}' goes through a symbolic link pointing outside the workspace`,
    );
  }
  return resolved;
}

/** The real path of the longest existing prefix, with the rest appended. */
async function realpathOfExisting(target: string): Promise<string> {
  let existing = target;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(await fs.realpath(existing), ...rest.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A dangling link is refused too: what it would create lies wherever it points.
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
