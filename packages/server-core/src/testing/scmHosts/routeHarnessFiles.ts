import { readRepositoryFile } from './readRepositoryFile';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** Harness Code's error body, `{ message }`. */
export function harnessError(status: number, message: string): FakeResponse {
  return { status, body: { message } };
}

/**
 * The ref a file call reads: `git_ref` (`refs/heads/main`, or a short name), else the default
 * branch.
 */
function gitRefOf(request: FakeRequest): string {
  return request.query.get('git_ref') || 'HEAD';
}

/**
 * `GET …/repos/{repo_ref}/+/raw/{path}?git_ref=`: the file's bytes with the blob id, unquoted, as
 * ETag; an `If-None-Match` naming it is answered 304 (by the host around this route).
 */
export async function routeHarnessRaw(
  request: FakeRequest,
  repo: { bare: string },
  filePath: string,
): Promise<FakeResponse> {
  const file = await readRepositoryFile(repo.bare, gitRefOf(request), filePath);
  if (file.found === 'no-ref') return harnessError(404, 'Reference not found');
  if (file.found === 'no-file') return harnessError(404, 'Path not found');
  return {
    status: 200,
    body: file.content,
    headers: { 'content-type': 'text/plain; charset=utf-8', etag: file.blobSha },
  };
}

/**
 * `GET …/repos/{repo_ref}/+/content/{path}?git_ref=&include_commit=`: the entry's metadata with
 * a file's bytes in base64 under `content.data`, and the latest commit when asked.
 */
export async function routeHarnessContent(
  request: FakeRequest,
  repo: { bare: string },
  filePath: string,
): Promise<FakeResponse> {
  const file = await readRepositoryFile(repo.bare, gitRefOf(request), filePath);
  if (file.found === 'no-ref') return harnessError(404, 'Reference not found');
  if (file.found === 'no-file') return harnessError(404, 'Path not found');
  return {
    status: 200,
    body: {
      type: 'file',
      sha: file.blobSha,
      name: file.path.split('/').pop(),
      path: file.path,
      ...(request.query.get('include_commit') === 'true' && {
        latest_commit: { sha: file.commitSha },
      }),
      content: {
        encoding: 'base64',
        data: file.content.toString('base64'),
        size: file.content.length,
        data_size: file.content.length,
      },
    },
  };
}
