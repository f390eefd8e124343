import { taggedAnswer } from './etag';
import { readRepositoryFile } from './readRepositoryFile';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/**
 * `GET /projects/{id}/repository/files/{path}/raw?ref=`: the file's bytes with GitLab's
 * `X-Gitlab-*` headers. The path arrives URL-encoded as one segment (`docs%2Findex.md`); without
 * a ref GitLab reads the default branch.
 */
export async function routeGitlabRawFile(
  request: FakeRequest,
  project: { bare: string },
  filePath: string,
): Promise<FakeResponse> {
  const ref = request.query.get('ref') || 'HEAD';
  const file = await readRepositoryFile(project.bare, ref, filePath);
  if (file.found === 'no-ref') return { status: 404, body: { message: '404 Commit Not Found' } };
  if (file.found === 'no-file') return { status: 404, body: { message: '404 File Not Found' } };
  return taggedAnswer(file.content, {
    'content-type': 'text/plain; charset=utf-8',
    'x-gitlab-blob-id': file.blobSha,
    'x-gitlab-commit-id': file.commitSha,
    // Header values must stay printable ASCII, so names outside it go percent-encoded.
    'x-gitlab-file-name': encodeURI(file.path.split('/').pop() ?? file.path),
    'x-gitlab-file-path': encodeURI(file.path),
    'x-gitlab-ref': encodeURI(ref),
    'x-gitlab-size': String(file.content.length),
  });
}
