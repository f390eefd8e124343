import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError, NotFoundError } from '@atrium/model';
import { formatMegabytes } from './readLimitedBody';

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
  const entry = await headTreeEntry(found.gitDir, found.pathInRepository);
  if (!entry) throw new NotFoundError(`${file} does not exist`);
  // A link is stored as a blob holding its target; it is neither followed nor served as a file.
  if (entry.mode === SYMLINK_MODE) throw new InputError(`${file} is a symbolic link`);
  if (entry.type !== 'blob') throw new InputError(`${file} is not a file`);
  if (!(entry.size <= options.maxBytes)) {
    throw new InputError(
      `${file} is larger than the limit of ${formatMegabytes(options.maxBytes)}`,
    );
  }
  return runGit(found.gitDir, ['cat-file', 'blob', entry.object], entry.size + 1);
}

const SYMLINK_MODE = '120000';

interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  size: number;
}

/** The entry at `pathInRepository` of HEAD's tree, or undefined (no such path, no commit yet). */
async function headTreeEntry(
  gitDir: string,
  pathInRepository: string,
): Promise<TreeEntry | undefined> {
  if (pathInRepository === '' || pathInRepository.split('/').includes('..')) return undefined;
  let listing: string;
  try {
    // `-z` leaves names unquoted; literal pathspecs keep `*` and `:` from meaning anything.
    const output = await runGit(
      gitDir,
      ['ls-tree', '-l', '-z', '--full-tree', 'HEAD', '--', pathInRepository],
      64 * 1024,
    );
    listing = output.toString('utf8');
  } catch {
    return undefined;
  }
  for (const line of listing.split('\0')) {
    const tab = line.indexOf('\t');
    if (tab < 0 || line.slice(tab + 1) !== pathInRepository) continue;
    const [mode = '', type = '', object = '', size = ''] = line.slice(0, tab).split(/\s+/);
    return { mode, type, object, size: Number(size) };
  }
  return undefined;
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
          GIT_LITERAL_PATHSPECS: '1',
          LANG: 'C',
        },
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}
