import { taggedAnswer } from './etag';
import { resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/**
 * `GET /repos/{o}/{r}/git/trees/{ref}?recursive=1`: every entry of the tree at a branch, tag or
 * commit, as GitHub lists them (blobs and trees with their paths), with an ETag.
 */
export async function routeGithubTrees(
  request: FakeRequest,
  bare: string,
  ref: string,
): Promise<FakeResponse> {
  const commit = await resolveCommit(bare, ref);
  if (!commit) {
    return {
      status: 404,
      body: {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest/git/trees#get-a-tree',
      },
    };
  }
  const recursive = request.query.has('recursive');
  const listing = await runGit([
    '--git-dir',
    bare,
    'ls-tree',
    '-z',
    ...(recursive ? ['-r', '-t'] : []),
    commit,
  ]);
  const tree = listing
    .toString()
    .split('\0')
    .filter(Boolean)
    .map(line => /^(\d+) (\w+) ([0-9a-f]+)\t(.*)$/s.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, mode, type, sha, path]) => ({ path, mode, type, sha }));
  return taggedAnswer({ sha: commit, tree, truncated: false });
}
