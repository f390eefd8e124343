import { readRepositoryFile, resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** What the routes need of a repository: where the API and the browser show it, and its git. */
export interface GiteaFilesRepo {
  /** `{apiBaseUrl}/repos/{owner}/{repo}` */
  apiUrl: string;
  /** `{baseUrl}/{owner}/{repo}` */
  webUrl: string;
  bare: string;
}

/** Gitea's answer to anything it cannot find, `{ errors, message, url }`. */
export function giteaNotFound(swaggerUrl: string, error?: string): FakeResponse {
  return {
    status: 404,
    body: {
      errors: error ? [error] : [],
      message: "The target couldn't be found.",
      url: swaggerUrl,
    },
  };
}

/**
 * `GET /api/v1/repos/{owner}/{repo}/contents/{path}?ref=`: the file's metadata with its bytes in
 * base64 under `content`. Gitea answers it without an ETag, so `If-None-Match` is never 304 here.
 */
export async function routeGiteaContents(
  request: FakeRequest,
  repo: GiteaFilesRepo,
  filePath: string,
  swaggerUrl: string,
): Promise<FakeResponse> {
  const ref = request.query.get('ref') || 'HEAD';
  const file = await readRepositoryFile(repo.bare, ref, filePath);
  if (file.found !== 'file')
    return giteaNotFound(swaggerUrl, `object does not exist [id: , rel_path: ${filePath}]`);
  const self = `${repo.apiUrl}/contents/${encodeURI(file.path)}?ref=${encodeURIComponent(ref)}`;
  const gitUrl = `${repo.apiUrl}/git/blobs/${file.blobSha}`;
  const htmlUrl = `${repo.webUrl}/src/branch/${ref}/${encodeURI(file.path)}`;
  return {
    status: 200,
    body: {
      name: file.path.split('/').pop(),
      path: file.path,
      sha: file.blobSha,
      last_commit_sha: file.commitSha,
      type: 'file',
      size: file.content.length,
      encoding: 'base64',
      content: file.content.toString('base64'),
      url: self,
      html_url: htmlUrl,
      git_url: gitUrl,
      download_url: `${repo.webUrl}/raw/branch/${ref}/${encodeURI(file.path)}`,
      _links: { self, git: gitUrl, html: htmlUrl },
    },
  };
}

/**
 * `GET /api/v1/repos/{owner}/{repo}/raw/{path}?ref=`: the file's bytes, tagged with the blob id
 * in quotes as Gitea does, so a matching `If-None-Match` is answered 304. Without a ref the
 * default branch answers.
 */
export async function routeGiteaRaw(
  request: FakeRequest,
  repo: GiteaFilesRepo,
  filePath: string,
  swaggerUrl: string,
): Promise<FakeResponse> {
  const ref = request.query.get('ref') || 'HEAD';
  const file = await readRepositoryFile(repo.bare, ref, filePath);
  if (file.found !== 'file') return giteaNotFound(swaggerUrl);
  return {
    status: 200,
    body: file.content,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'x-gitea-object-type': 'file',
      etag: `"${file.blobSha}"`,
    },
  };
}

/** `GET /api/v1/repos/{owner}/{repo}/archive/{ref}.tar.gz`: the tree at the ref, gzipped. */
export async function routeGiteaArchive(
  repo: GiteaFilesRepo,
  archive: string,
  swaggerUrl: string,
): Promise<FakeResponse> {
  const ref = archive.endsWith('.tar.gz') ? archive.slice(0, -'.tar.gz'.length) : undefined;
  if (ref === undefined) {
    return { status: 400, body: { message: 'unknown format', url: swaggerUrl } };
  }
  const commit = await resolveCommit(repo.bare, ref);
  if (!commit) return giteaNotFound(swaggerUrl);
  const name = repo.webUrl.split('/').pop() ?? 'repo';
  const bytes = await runGit([
    '--git-dir',
    repo.bare,
    'archive',
    '--format=tar.gz',
    `--prefix=${name}/`,
    commit,
  ]);
  return {
    status: 200,
    body: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  };
}
