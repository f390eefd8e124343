import { taggedAnswer } from './etag';
import { readRepositoryFile } from './readRepositoryFile';
import type { FakeRequest, FakeResponse } from './startFakeHost';

const TEXT = { 'content-type': 'text/plain; charset=utf-8' };

/**
 * Bitbucket Cloud's `GET /2.0/repositories/{ws}/{repo}/src/{ref}/{path}`: the file's bytes. The
 * ref is the first segment, so a branch with a `/` in its name is reached by its commit id, as on
 * Bitbucket. Directory listings are not served.
 */
export async function routeBitbucketCloudSrc(
  repo: { bare: string },
  refAndPath: string,
): Promise<FakeResponse> {
  const [ref = '', ...path] = refAndPath.split('/');
  const file = await readRepositoryFile(repo.bare, ref, path.join('/'));
  if (file.found === 'no-ref') {
    return {
      status: 404,
      body: { type: 'error', error: { message: 'Commit not found', data: { shas: [ref] } } },
    };
  }
  if (file.found === 'no-file') {
    const message = `No such file or directory: ${path.join('/')}`;
    return { status: 404, body: { type: 'error', error: { message } } };
  }
  return taggedAnswer(file.content, TEXT);
}

/**
 * Bitbucket Data Center's `GET /rest/api/1.0/projects/{key}/repos/{repo}/raw/{path}?at=`: the
 * file's bytes at a branch, tag or commit (`main` or `refs/heads/main`), the default branch
 * without `at`.
 */
export async function routeBitbucketServerRaw(
  request: FakeRequest,
  repo: { slug: string; bare: string },
  filePath: string,
): Promise<FakeResponse> {
  const at = request.query.get('at') || 'HEAD';
  const file = await readRepositoryFile(repo.bare, at, filePath);
  const error = (message: string, exceptionName: string) => ({
    status: 404,
    body: { errors: [{ context: null, message, exceptionName }] },
  });
  if (file.found === 'no-ref') {
    return error(
      `Commit '${at}' does not exist in repository '${repo.slug}'.`,
      'com.atlassian.bitbucket.commit.NoSuchCommitException',
    );
  }
  if (file.found === 'no-file') {
    return error(
      `The path "${filePath}" does not exist at revision "${file.commitSha}"`,
      'com.atlassian.bitbucket.content.NoSuchPathException',
    );
  }
  return taggedAnswer(file.content, TEXT);
}
