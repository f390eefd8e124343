import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';

export interface PutRepositoryFileOptions {
  /** Created (as a first commit) when the repository lacks it. */
  branch: string;
  /** Relative to the repository's root, `/`-separated. */
  path: string;
  content: string | Buffer;
  message?: string;
}

const AUTHOR: NodeJS.ProcessEnv = {
  GIT_AUTHOR_NAME: 'Fake Host',
  GIT_AUTHOR_EMAIL: 'fake-host@example.com',
  GIT_COMMITTER_NAME: 'Fake Host',
  GIT_COMMITTER_EMAIL: 'fake-host@example.com',
};

/**
 * Commits one file onto a branch of a bare repository, as a push to the host would, and answers
 * the new commit's id. Other files of the branch stay as they are.
 */
export async function putRepositoryFile(
  bare: string,
  options: PutRepositoryFileOptions,
): Promise<string> {
  const segments = options.path.split('/');
  if (segments.some(segment => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Not a file path inside a repository: ${options.path}`);
  }
  const ref = `refs/heads/${options.branch}`;
  await runGit(['check-ref-format', ref]).catch(() => {
    throw new Error(`Not a branch name: ${options.branch}`);
  });
  const git = (args: string[], extra: { input?: Buffer | string; env?: NodeJS.ProcessEnv } = {}) =>
    runGit(['--git-dir', bare, ...args], extra).then(out => out.toString().trim());
  const parent = await resolveCommit(bare, ref);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-fake-index-'));
  // A private index builds the tree without a working copy and without touching anyone else's.
  const env = { ...AUTHOR, GIT_INDEX_FILE: path.join(dir, 'index') };
  try {
    await git(parent ? ['read-tree', parent] : ['read-tree', '--empty'], { env });
    const blob = await git(['hash-object', '-w', '--stdin'], { input: options.content });
    await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${options.path}`], { env });
    const tree = await git(['write-tree'], { env });
    const message = options.message ?? `Update ${options.path}`;
    const commit = await git(
      ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message],
      { env },
    );
    await git(['update-ref', ref, commit, parent ?? '0'.repeat(40)]);
    return commit;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
