import type { ScmIntegration } from '../ScmIntegration';
import type { FileRequest } from './FileRequest';
import { couldNotParse, encodePath, readBrowseUrl } from './readBrowseUrl';

/** Bitbucket Cloud: `/{workspace}/{repo}/src|raw/{ref}/{path}` → the 2.0 API's `src` endpoint. */
export function bitbucketCloudFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const browse = readBrowseUrl(integration, url);
  const [workspace, repo, kind, ref, ...path] = browse.segments;
  if (!workspace || !repo || (kind !== 'src' && kind !== 'raw') || !ref || !path.length) {
    throw couldNotParse(browse.display, `${browse.base}/{workspace}/{repo}/src/{ref}/{path}`);
  }
  const api = (integration.apiBaseUrl ?? 'https://api.bitbucket.org/2.0').replace(/\/+$/, '');
  return {
    url: `${api}/repositories/${encodePath([workspace, repo])}/src/${encodeURIComponent(ref)}/${encodePath(path)}`,
    headers: {},
    decode: 'raw',
  };
}

/**
 * Bitbucket Server / Data Center: `/projects/{key}/repos/{repo}/browse|raw/{path}?at={ref}` → the
 * 1.0 API's `raw` endpoint; with an empty `at` the repository's default branch answers. A server
 * under a context path (`/stash`) is browsed there, as its `apiBaseUrl` shows, or at the root.
 */
export function bitbucketServerFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const contextUrl = integration.apiBaseUrl?.replace(/\/rest\/api\/1\.0\/*$/, '');
  const browse = readBrowseUrl(integration, url, [
    integration.baseUrl,
    ...(contextUrl && contextUrl !== integration.baseUrl ? [contextUrl] : []),
  ]);
  const [projects, key, repos, repo, kind, ...path] = browse.segments;
  if (
    projects !== 'projects' ||
    !key ||
    repos !== 'repos' ||
    !repo ||
    (kind !== 'browse' && kind !== 'raw') ||
    !path.length
  ) {
    throw couldNotParse(
      browse.display,
      `${browse.base}/projects/{key}/repos/{repo}/browse/{path}?at={ref}`,
    );
  }
  const api = (integration.apiBaseUrl ?? `${browse.base}/rest/api/1.0`).replace(/\/+$/, '');
  const at = new URLSearchParams({ at: browse.url.searchParams.get('at') ?? '' });
  return {
    url:
      `${api}/projects/${encodeURIComponent(key)}/repos/${encodeURIComponent(repo)}` +
      `/raw/${encodePath(path)}?${at.toString()}`,
    headers: {},
    decode: 'raw',
  };
}
