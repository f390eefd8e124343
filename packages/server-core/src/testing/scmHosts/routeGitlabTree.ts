import { resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';
import type { FakeRequest, FakeResponse } from './startFakeHost';
import { gitlabPage } from './gitlabPage';

/**
 * `GET /projects/{id}/repository/tree?ref=&path=`: the entries of one directory at a branch, tag
 * or commit (the default branch without `ref`), paginated and tagged like GitLab's; 404
 * `Tree Not Found` for an unknown ref or directory.
 */
export async function routeGitlabTree(
  request: FakeRequest,
  project: { bare: string },
  apiBaseUrl: string,
): Promise<FakeResponse> {
  const notFound = { status: 404, body: { message: '404 Tree Not Found' } };
  const commit = await resolveCommit(project.bare, request.query.get('ref') || 'HEAD');
  if (!commit) return notFound;
  const dir = (request.query.get('path') ?? '').replace(/^\/+|\/+$/g, '');
  if (dir.split('/').some(segment => segment === '..' || segment.startsWith('-'))) return notFound;
  let listing: Buffer;
  try {
    listing = await runGit([
      '--git-dir',
      project.bare,
      'ls-tree',
      '-z',
      dir ? `${commit}:${dir}` : commit,
    ]);
  } catch {
    return notFound;
  }
  const entries = listing
    .toString()
    .split('\0')
    .filter(Boolean)
    .map(line => /^(\d+) (\w+) ([0-9a-f]+)\t(.*)$/s.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, mode, type, id, name]) => ({
      id,
      name,
      type,
      path: dir ? `${dir}/${name}` : name,
      mode,
    }));
  return gitlabPage(request, entries, apiBaseUrl);
}
