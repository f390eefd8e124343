import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { InputError } from '@atrium/model';

function isInside(base: string, target: string): boolean {
  const rel = relative(base, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/**
 * The absolute path of `child` inside `base`. `../` or an absolute path that would leave `base`
 * is an `InputError`, so nothing is ever written outside a task's workspace.
 */
export function resolveSafeChildPath(base: string, child: string): string {
  const target = resolve(base, child);
  if (!isInside(resolve(base), target)) {
    throw new InputError(
      `Relative path '${child}' is not allowed to refer to a directory outside the workspace`,
    );
  }
  return target;
}

async function nearestExisting(path: string): Promise<string> {
  let current = path;
  for (;;) {
    try {
      return await realpath(current);
    } catch (error) {
      const parent = dirname(current);
      if ((error as { code?: unknown }).code !== 'ENOENT' || parent === current) throw error;
      current = parent;
    }
  }
}

/**
 * Checks a path about to be written once links are followed: a link an earlier step left in
 * the workspace must not lead a write elsewhere.
 */
export async function assertStaysInside(base: string, target: string): Promise<void> {
  const [realBase, realTarget] = await Promise.all([realpath(base), nearestExisting(target)]);
  if (!isInside(realBase, realTarget)) {
    throw new InputError(`Path '${target}' leads outside the workspace through a link`);
  }
}
