import { realpathSync } from 'node:fs';
import path from 'node:path';
import { NotAllowedError } from '@atrium/model';
import { isPathInside } from './isPathInside';
import { realpathOfLongestExisting } from './realpathOfLongestExisting';

/**
 * Paths of this server that nothing a user names may read: the database, the configuration, the
 * local repository host's folder. Checked on real paths, so neither `..` nor a symbolic link leads
 * into them, whatever roots a location, template or docs source is otherwise allowed.
 */
export interface ProtectedPaths {
  /** The protected paths as configured (absolute), for messages and logs. */
  readonly paths: readonly string[];
  /** Whether a real (link-free, absolute) path is protected or lies within a protected path. */
  coversRealPath(realPath: string): boolean;
  /**
   * The real path of `file` (of its longest existing part, for a path that does not exist yet),
   * or a NotAllowedError naming `shown` when it is protected. Never names the protected path.
   */
  assertReadable(file: string, shown?: string): Promise<string>;
  /** The same check for a caller that has resolved the real path of `file` already. */
  assertRealPathReadable(realPath: string, file: string, shown?: string): void;
}

export interface ProtectedPathsOptions {
  /** Files and directories to protect; relative ones resolve against `workingDirectory`. */
  paths: readonly string[];
  workingDirectory: string;
}

/**
 * Git's own directories hold remotes with credentials and hooks; what is in a repository is read
 * through git (at HEAD), never from its `.git` folder.
 */
const GIT_DIRECTORY = '.git';
/** How often a protected path that does not exist is looked for again: checks run per file read. */
const MISSING_RETRY_MS = 1_000;

export function createProtectedPaths(options: ProtectedPathsOptions): ProtectedPaths {
  const paths = [...new Set(options.paths.map(p => path.resolve(options.workingDirectory, p)))];
  // A protected path may not exist yet (the database directory before the first start); its real
  // path is looked up again, at most once a second, until it does, so a link to it made later is
  // still caught.
  const realPaths = new Map<string, string>();
  const missingSince = new Map<string, number>();
  const realOf = (protectedPath: string) => {
    const known = realPaths.get(protectedPath);
    if (known) return known;
    const lastLook = missingSince.get(protectedPath);
    if (lastLook !== undefined && Date.now() - lastLook < MISSING_RETRY_MS) return protectedPath;
    try {
      const real = realpathSync(protectedPath);
      realPaths.set(protectedPath, real);
      return real;
    } catch {
      missingSince.set(protectedPath, Date.now());
      return protectedPath;
    }
  };

  const coversRealPath = (realPath: string) =>
    realPath.split(path.sep).includes(GIT_DIRECTORY) ||
    paths.some(p => isPathInside(p, realPath) || isPathInside(realOf(p), realPath));

  const assertRealPathReadable = (realPath: string, file: string, shown = file) => {
    if (coversRealPath(realPath) || coversRealPath(path.resolve(options.workingDirectory, file))) {
      throw new NotAllowedError(`Reading ${shown} is not allowed: it is a protected path`);
    }
  };

  return {
    paths,
    coversRealPath,
    assertRealPathReadable,
    async assertReadable(file, shown = file) {
      const real = await realpathOfLongestExisting(path.resolve(options.workingDirectory, file));
      assertRealPathReadable(real, file, shown);
      return real;
    },
  };
}
