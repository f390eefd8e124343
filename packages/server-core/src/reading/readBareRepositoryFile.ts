import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError, NotFoundError } from '@atrium/model';
import { formatMegabytes } from './createUrlReader';

export interface ReadBareRepositoryFileOptions {
  /** Larger files are refused with an InputError, before their contents are read. */
  maxBytes: number;
}

/** A path split where it enters a bare repository: `…/payments.git` and `docs/index.md`. */
export interface BareRepositoryPath {
  gitDir: string;
  pathInRepository: string;
}

/**
 * Finds the bare repository (a directory named `*.git` holding `HEAD` and `objects`) a path goes
 * through, after resolving `..`: `/srv/repos/payments.git/catalog-info.yaml` names
 * `catalog-info.yaml` at the repository's HEAD. Undefined when no part of the path is one.
 */
export async function findBareRepositoryPath(
  file: string,
): Promise<BareRepositoryPath | undefined> {
  const resolved = path.resolve(file);
  const parts = resolved.split(path.sep);
  for (let i = 1; i < parts.length - 1; i += 1) {
    if (!parts[i]!.endsWith('.git')) continue;
    const gitDir = parts.slice(0, i + 1).join(path.sep);
    if (await isBareRepository(gitDir)) {
      return { gitDir, pathInRepository: parts.slice(i + 1).join('/') };
    }
  }
  return undefined;
}

/**
 * Reads a file at the HEAD of the bare repository its path goes through, so a repository pushed
 * to this server's disk can be read like a directory. Undefined when the path goes through no bare
 * repository; a NotFoundError when the repository has no such file (or no commit yet).
 */
export async function readBareRepositoryFile(
  file: string,
  options: ReadBareRepositoryFileOptions,
): Promise<Buffer | undefined> {
  const found = await findBareRepositoryPath(file);
  if (!found) return undefined;
  // `HEAD:<path>` cannot be taken for an option, and git resolves it inside the tree only.
  const object = `HEAD:${found.pathInRepository}`;
  const git = (args: string[], maxBuffer: number) => runGit(found.gitDir, args, maxBuffer);
  let type: string;
  try {
    type = (await git(['cat-file', '-t', object], 1024)).toString('utf8').trim();
  } catch {
    throw new NotFoundError(`${file} does not exist`);
  }
  if (type !== 'blob') throw new InputError(`${file} is not a file`);
  const size = Number((await git(['cat-file', '-s', object], 1024)).toString('utf8').trim());
  if (!(size <= options.maxBytes)) {
    throw new InputError(
      `${file} is larger than the limit of ${formatMegabytes(options.maxBytes)}`,
    );
  }
  return git(['cat-file', 'blob', object], size + 1);
}

async function isBareRepository(dir: string): Promise<boolean> {
  try {
    const [head, objects] = await Promise.all([
      fs.stat(path.join(dir, 'HEAD')),
      fs.stat(path.join(dir, 'objects')),
    ]);
    return head.isFile() && objects.isDirectory();
  } catch {
    return false;
  }
}

/** The system git with an argument array (never a shell), apart from the user's git settings. */
function runGit(gitDir: string, args: string[], maxBuffer: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [`--git-dir=${gitDir}`, ...args],
      {
        encoding: 'buffer',
        maxBuffer,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_CONFIG_GLOBAL: '/dev/null',
          LANG: 'C',
        },
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}
