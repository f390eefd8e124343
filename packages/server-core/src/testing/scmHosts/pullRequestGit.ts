import { readRepositoryFile, resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';

/**
 * The files a head commit changed against a base, with their text at the head (deleted files
 * are left out): what a fake pull request records for tests to look at.
 */
export async function changedFiles(
  bare: string,
  base: string,
  head: string,
): Promise<Record<string, string>> {
  const names = await runGit(['--git-dir', bare, 'diff', '--name-only', '-z', base, head]);
  const files: Record<string, string> = {};
  for (const name of names.toString().split('\0').filter(Boolean)) {
    const file = await readRepositoryFile(bare, head, name);
    if (file.found === 'file') files[name] = file.content.toString();
  }
  return files;
}

/** Whether `head` has commits `base` lacks. */
export async function hasCommitsAhead(bare: string, base: string, head: string): Promise<boolean> {
  const count = await runGit(['--git-dir', bare, 'rev-list', '--count', `${base}..${head}`]);
  return Number(count.toString().trim()) > 0;
}

/**
 * Moves a branch forward to another branch's head, as merging a pull request without a merge
 * commit does; refuses when the branch has moved on since (no fast-forward possible).
 */
export async function fastForwardBranch(bare: string, branch: string, to: string): Promise<void> {
  const target = await resolveCommit(bare, `refs/heads/${to}`);
  const current = await resolveCommit(bare, `refs/heads/${branch}`);
  if (!target || !current) throw new Error(`No branch ${!target ? to : branch} to merge`);
  await runGit(['--git-dir', bare, 'merge-base', '--is-ancestor', current, target]).catch(() => {
    throw new Error(`${branch} cannot be fast-forwarded to ${to}`);
  });
  await runGit(['--git-dir', bare, 'update-ref', `refs/heads/${branch}`, target, current]);
}

/**
 * Creates a branch at a commit; answers false when the branch exists already. `git update-ref`
 * with an empty old value refuses an existing ref atomically.
 */
export async function createBranch(bare: string, branch: string, sha: string): Promise<boolean> {
  return runGit(['--git-dir', bare, 'update-ref', `refs/heads/${branch}`, sha, '']).then(
    () => true,
    () => false,
  );
}
