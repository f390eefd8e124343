import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runGit } from './runGit';

/** What a host's file API finds in a bare repository at a ref. */
export type RepositoryFileLookup =
  | { found: 'file'; content: Buffer; blobSha: string; commitSha: string; path: string }
  | { found: 'no-ref' }
  | { found: 'no-file'; commitSha: string };

/** The commit a branch, tag or commit id names, or undefined. */
export async function resolveCommit(bare: string, ref: string): Promise<string | undefined> {
  if (!ref || /[\s\0]/.test(ref)) return undefined;
  const branch = await readLooseBranch(bare, ref);
  if (branch) return branch;
  try {
    const args = ['--git-dir', bare, 'rev-parse', '--verify', '--quiet', '--end-of-options'];
    const sha = await runGit([...args, `${ref}^{commit}`]);
    return sha.toString().trim();
  } catch {
    return undefined;
  }
}

/**
 * A branch's commit read from its loose ref file, sparing a git process on every API call of a
 * fake organisation of thousands of repositories; only when git would find nothing else first
 * under that name (no packed refs, no top-level ref or tag of the name).
 */
async function readLooseBranch(bare: string, ref: string): Promise<string | undefined> {
  if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(ref) || ref.includes('..')) return undefined;
  const exists = (file: string) => fs.access(path.join(bare, file)).then(yes, no);
  for (const shadow of ['packed-refs', ref, `refs/${ref}`, `refs/tags/${ref}`]) {
    if (await exists(shadow)) return undefined;
  }
  const sha = await fs.readFile(path.join(bare, 'refs/heads', ref), 'utf8').catch(() => '');
  return /^[0-9a-f]{40}\n?$/.test(sha) ? sha.trim() : undefined;
}

const yes = () => true;
const no = () => false;

/**
 * Reads a regular file at a ref, as the hosts' file APIs do. A path with empty, `.` or `..`
 * segments names nothing (hosts never resolve them); directories, links and submodules are not
 * files here.
 */
export async function readRepositoryFile(
  bare: string,
  ref: string,
  filePath: string,
): Promise<RepositoryFileLookup> {
  const commitSha = await resolveCommit(bare, ref);
  if (!commitSha) return { found: 'no-ref' };
  const path = filePath.replace(/^\/+/, '');
  const segments = path.split('/');
  if (segments.some(segment => segment === '' || segment === '.' || segment === '..')) {
    return { found: 'no-file', commitSha };
  }
  const listing = await runGit([
    '--git-dir',
    bare,
    'ls-tree',
    '-z',
    '--full-tree',
    commitSha,
    '--',
    path,
  ]);
  // `<mode> <type> <object>\t<name>\0`; the name must be the path itself, not an entry below it.
  const entry = listing
    .toString()
    .split('\0')
    .map(line => line.match(/^(\d+) (\w+) ([0-9a-f]+)\t(.*)$/s))
    .find(match => match?.[4] === path);
  if (!entry || entry[2] !== 'blob' || entry[1] === SYMLINK_MODE) {
    return { found: 'no-file', commitSha };
  }
  const blobSha = entry[3]!;
  const content = await runGit(['--git-dir', bare, 'cat-file', 'blob', blobSha]);
  return { found: 'file', content, blobSha, commitSha, path };
}

const SYMLINK_MODE = '120000';
