import type { ScmIntegration } from '../ScmIntegration';
import type { FileRequest } from './FileRequest';
import { couldNotParse, encodePath, encodeQueryValue, readBrowseUrl } from './readBrowseUrl';

/** A ref of a Gitea repository, and a path in it, as its browse URL names them. */
export interface GiteaLocation {
  /** The Gitea installation, e.g. `https://gitea.example.com`. */
  baseUrl: string;
  owner: string;
  repo: string;
  /** A branch, tag or commit. */
  ref: string;
  /** From the repository root, without a leading slash; '' for the root. */
  path: string;
}

const REF_KINDS = ['branch', 'tag', 'commit'];

/** Reads `/{owner}/{repo}/src/branch|tag|commit/{ref}/{path}` under the integration's base URL. */
export function parseGiteaUrl(integration: ScmIntegration, url: string): GiteaLocation {
  const browse = readBrowseUrl(integration, url);
  const [owner, repo, src, kind, ref, ...path] = browse.segments;
  if (!owner || !repo || src !== 'src' || !kind || !REF_KINDS.includes(kind) || !ref) {
    throw couldNotParse(browse.display, `${browse.base}/{owner}/{repo}/src/branch/{ref}/{path}`);
  }
  return { baseUrl: browse.base, owner, repo, ref, path: path.join('/') };
}

/** The contents API: a JSON object whose `content` is the file, base64-encoded. */
export function giteaContentsUrl(location: GiteaLocation): string {
  return `${repoApi(location)}/contents/${encodePath(location.path.split('/').filter(Boolean))}?ref=${encodeQueryValue(location.ref)}`;
}

/**
 * The file's bytes. Gitea tags them with the blob id and answers a matching `If-None-Match` with
 * 304, which its contents API does not.
 */
export function giteaRawUrl(location: GiteaLocation): string {
  return `${repoApi(location)}/raw/${encodePath(location.path.split('/').filter(Boolean))}?ref=${encodeQueryValue(location.ref)}`;
}

/** A gzipped tarball of the repository at the ref. */
export function giteaArchiveUrl(location: Omit<GiteaLocation, 'path'>): string {
  return `${repoApi(location)}/archive/${encodePath(location.ref.split('/'))}.tar.gz`;
}

/** The commit the ref points at. */
export function giteaCommitUrl(location: Omit<GiteaLocation, 'path'>): string {
  return `${repoApi(location)}/git/commits/${encodePath(location.ref.split('/'))}`;
}

export function giteaFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const location = parseGiteaUrl(integration, url);
  if (!location.path) {
    throw couldNotParse(url, `a Gitea URL naming a file, {owner}/{repo}/src/branch/{ref}/{path}`);
  }
  // The raw endpoint rather than the contents API: an unchanged file then costs no transfer.
  return { url: giteaRawUrl(location), headers: {}, decode: 'raw' };
}

function repoApi(location: Pick<GiteaLocation, 'baseUrl' | 'owner' | 'repo'>): string {
  const base = location.baseUrl.replace(/\/+$/, '');
  return `${base}/api/v1/repos/${encodePath([location.owner, location.repo])}`;
}
