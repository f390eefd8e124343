import { taggedAnswer } from './etag';
import { readRepositoryFile } from './readRepositoryFile';
import type { FakeRequest, FakeResponse } from './startFakeHost';

const DOCUMENTATION_URL = 'https://docs.github.com/rest/repos/contents#get-repository-content';
// Both spellings of the raw media type; the versioned one is what most clients still send.
const RAW_MEDIA_TYPES = ['application/vnd.github.raw', 'application/vnd.github.v3.raw'];

/** The repository a contents request reads, as the GitHub fake holds it. */
export interface GithubContentsSource {
  full_name: string;
  default_branch: string;
  bare: string;
}

/**
 * `GET /repos/{o}/{r}/contents/{path}?ref=`: a file's bytes with the raw media type, otherwise
 * GitHub's JSON with the content in base64 (wrapped at 60 characters, as GitHub sends it).
 */
export async function routeGithubContents(
  request: FakeRequest,
  repo: GithubContentsSource,
  filePath: string,
  urls: { url: string; apiBaseUrl: string },
): Promise<FakeResponse> {
  const ref = request.query.get('ref') || repo.default_branch;
  const file = await readRepositoryFile(repo.bare, ref, filePath);
  if (file.found === 'no-ref') {
    return {
      status: 404,
      body: { message: `No commit found for the ref ${ref}`, documentation_url: DOCUMENTATION_URL },
    };
  }
  if (file.found === 'no-file') {
    return { status: 404, body: { message: 'Not Found', documentation_url: DOCUMENTATION_URL } };
  }
  const accept = String(request.headers.accept ?? '');
  if (RAW_MEDIA_TYPES.some(type => accept.includes(type))) {
    return taggedAnswer(file.content, {
      'content-type': 'application/vnd.github.raw; charset=utf-8',
      'x-github-media-type': 'github.v3; param=raw',
    });
  }
  const self = `${urls.apiBaseUrl}/repos/${repo.full_name}/contents/${file.path}?ref=${ref}`;
  const git = `${urls.apiBaseUrl}/repos/${repo.full_name}/git/blobs/${file.blobSha}`;
  const html = `${urls.url}/${repo.full_name}/blob/${ref}/${file.path}`;
  return taggedAnswer(
    {
      type: 'file',
      encoding: 'base64',
      size: file.content.length,
      name: file.path.split('/').pop(),
      path: file.path,
      content: wrapBase64(file.content),
      sha: file.blobSha,
      url: self,
      git_url: git,
      html_url: html,
      download_url: `${urls.url}/raw/${repo.full_name}/${ref}/${file.path}`,
      _links: { self, git, html },
    },
    { 'x-github-media-type': 'github.v3; format=json' },
  );
}

function wrapBase64(content: Buffer): string {
  const lines = content.toString('base64').match(/.{1,60}/g) ?? [];
  return lines.map(line => `${line}\n`).join('');
}
