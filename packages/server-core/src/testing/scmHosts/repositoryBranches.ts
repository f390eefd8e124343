import { git } from '../startGitHttpServer';

/** The branches of a bare repository with their head commits, by name. */
export async function listBranches(bare: string): Promise<Array<{ name: string; sha: string }>> {
  const format = '--format=%(refname:short) %(objectname)';
  const refs = await git(['--git-dir', bare, 'for-each-ref', format, 'refs/heads']);
  return refs
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(line => {
      const [name = '', sha = ''] = line.split(' ');
      return { name, sha };
    });
}

/** Whether a bare repository has a branch. */
export async function hasBranch(bare: string, branch: string): Promise<boolean> {
  return git(['--git-dir', bare, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]).then(
    () => true,
    () => false,
  );
}
