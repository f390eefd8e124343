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
  const key = `${commit}${recursive ? ' -r' : ''}`;
  const tree = listings.get(key) ?? (await listTree(bare, commit, recursive));
  if (listings.size >= MAX_LISTINGS) listings.clear();
  listings.set(key, tree);
  return taggedAnswer({ sha: commit, tree, truncated: false });
}

/**
 * Listings by commit id, for every fake at once: a commit's tree never changes, and with
 * thousands of repositories a git process per call would be most of a discovery run's time.
 */
const listings = new Map<string, TreeEntry[]>();
const MAX_LISTINGS = 10_000;

interface TreeEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
}

async function listTree(bare: string, commit: string, recursive: boolean): Promise<TreeEntry[]> {
  const listing = await runGit([
    '--git-dir',
    bare,
    'ls-tree',
    '-z',
    ...(recursive ? ['-r', '-t'] : []),
    commit,
  ]);
  return listing
    .toString()
    .split('\0')
    .map(line => /^(\d+) (\w+) ([0-9a-f]+)\t(.*)$/s.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, mode = '', type = '', sha = '', path = '']) => ({ path, mode, type, sha }));
}
