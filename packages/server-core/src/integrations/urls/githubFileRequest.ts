import type { ScmIntegration } from '../ScmIntegration';
import type { FileRequest } from './FileRequest';
import { couldNotParse, encodePath, encodeQueryValue, readBrowseUrl } from './readBrowseUrl';

const GITHUB_RAW_BASE_URL = 'https://raw.githubusercontent.com';

/**
 * GitHub: `/{owner}/{repo}/blob|tree|raw/{ref}/{path}` on the host, or `/{owner}/{repo}/{ref}/{path}`
 * on the raw file host. Read through the contents API when there is a credential (the raw host's
 * anonymous limits are looser, so it serves anonymous reads where one exists).
 */
export function githubFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const rawBaseUrl = githubRawBaseUrl(integration);
  const browse = readBrowseUrl(integration, url, [
    integration.baseUrl,
    ...(rawBaseUrl ? [rawBaseUrl] : []),
  ]);
  const onRawHost = rawBaseUrl !== undefined && browse.base === rawBaseUrl.replace(/\/+$/, '');
  const [owner, repo, ...rest] = browse.segments;
  const [kind, ref, ...path] = onRawHost ? ['raw', ...rest] : rest;
  if (!owner || !repo || !kind || !['blob', 'tree', 'raw'].includes(kind) || !ref || !path.length) {
    throw couldNotParse(
      browse.display,
      `${integration.baseUrl}/{owner}/{repo}/blob/{ref}/{path}` +
        (rawBaseUrl ? ` or ${rawBaseUrl}/{owner}/{repo}/{ref}/{path}` : ''),
    );
  }
  const repoPath = `${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const hasCredential = Boolean(integration.token || integration.githubApps?.length);
  // As Backstage chooses: the API when there is one and a credential to use it (or no raw host).
  if (rawBaseUrl && (!hasCredential || !integration.apiBaseUrl)) {
    return {
      url: `${rawBaseUrl}/${repoPath}/${encodeURIComponent(ref)}/${encodePath(path)}`,
      headers: {},
      decode: 'raw',
    };
  }
  return {
    url: `${githubApiBaseUrl(integration)}/repos/${repoPath}/contents/${encodePath(path)}?ref=${encodeQueryValue(ref)}`,
    headers: { accept: 'application/vnd.github.v3.raw' },
    decode: 'raw',
  };
}

/** GitHub Enterprise Server serves its REST API under `/api/v3` of its own host. */
export function githubApiBaseUrl(integration: ScmIntegration): string {
  if (integration.apiBaseUrl) return integration.apiBaseUrl.replace(/\/+$/, '');
  return integration.host === 'github.com'
    ? 'https://api.github.com'
    : `${integration.baseUrl.replace(/\/+$/, '')}/api/v3`;
}

function githubRawBaseUrl(integration: ScmIntegration): string | undefined {
  if (integration.rawBaseUrl) return integration.rawBaseUrl.replace(/\/+$/, '');
  return integration.host === 'github.com' ? GITHUB_RAW_BASE_URL : undefined;
}
