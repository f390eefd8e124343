import { isPathInside, realpathOfLongestExisting } from '@atrium/server-core';
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
  const real = await realpathOfLongestExisting(resolved);
  if (!isPathInside(root, real)) {
    throw new InputError(
      `'${relativePath}' goes through a symbolic link pointing outside the workspace`,
    );
  }
  return resolved;
}
