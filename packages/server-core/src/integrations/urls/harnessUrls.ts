import type { ScmIntegration } from '../ScmIntegration';
import type { FileRequest } from './FileRequest';
import { couldNotParse, encodePath, readBrowseUrl } from './readBrowseUrl';

/** A branch of a Harness Code repository, and a path in it, as its browse URL names them. */
export interface HarnessLocation {
  /** The Harness installation, e.g. `https://app.harness.io`. */
  baseUrl: string;
  accountId: string;
  /** Absent for account-level repositories. */
  org?: string;
  /** Absent for account- and organisation-level repositories. */
  project?: string;
  repo: string;
  /** May contain slashes: the `~` segment ends it in browse URLs. */
  branch: string;
  /** From the repository root, without a leading slash; '' for the root. */
  path: string;
}

const SHAPE =
  '/ng/account/{account}/module/code/orgs/{org}/projects/{project}/repos/{repo}/files/{branch}/~/{path}';

/** Reads the browse URLs of Harness Code; the branch runs from `files/` to the `~` segment. */
export function parseHarnessUrl(integration: ScmIntegration, url: string): HarnessLocation {
  const browse = readBrowseUrl(integration, url);
  const segments = browse.segments;
  const fail = () => couldNotParse(browse.display, `${browse.base}${SHAPE}`);
  if (
    segments[0] !== 'ng' ||
    segments[1] !== 'account' ||
    !segments[2] ||
    segments[3] !== 'module' ||
    segments[4] !== 'code'
  ) {
    throw fail();
  }
  let at = 5;
  const scope = (name: string) => {
    if (segments[at] !== name) return undefined;
    const value = segments[at + 1];
    if (!value) throw fail();
    at += 2;
    return value;
  };
  const org = scope('orgs');
  const project = org ? scope('projects') : undefined;
  const repo = scope('repos');
  const kind = segments[at];
  if (!repo || (kind !== 'files' && kind !== 'edit')) throw fail();
  const refAndPath = segments.slice(at + 1);
  const tilde = refAndPath.indexOf('~');
  const branch = (tilde === -1 ? refAndPath : refAndPath.slice(0, tilde)).join('/');
  if (!branch) throw fail();
  return {
    baseUrl: browse.base,
    accountId: segments[2],
    ...(org ? { org } : {}),
    ...(project ? { project } : {}),
    repo,
    branch,
    path: tilde === -1 ? '' : refAndPath.slice(tilde + 1).join('/'),
  };
}

/** The file's bytes. */
export function harnessRawUrl(location: HarnessLocation): string {
  return `${repoApi(location)}/+/raw/${splitPath(location.path)}?routingId=${encodeURIComponent(location.accountId)}&git_ref=${gitRef(location)}`;
}

/** The entry at the path (the root when '') with the branch's latest commit. */
export function harnessContentUrl(location: HarnessLocation): string {
  const path = location.path ? `/${splitPath(location.path)}` : '';
  return `${repoApi(location)}/+/content${path}?routingId=${encodeURIComponent(location.accountId)}&include_commit=true&git_ref=${gitRef(location)}`;
}

/** A zip of the repository at the branch. */
export function harnessArchiveUrl(location: Omit<HarnessLocation, 'path'>): string {
  return `${repoApi(location)}/+/archive/${splitPath(location.branch)}.zip?routingId=${encodeURIComponent(location.accountId)}`;
}

export function harnessFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const location = parseHarnessUrl(integration, url);
  if (!location.path) {
    throw couldNotParse(url, `a Harness Code URL naming a file, ${SHAPE}`);
  }
  return { url: harnessRawUrl(location), headers: {}, decode: 'raw' };
}

function repoApi(location: Omit<HarnessLocation, 'path' | 'branch'>): string {
  const scope = [location.accountId, location.org, location.project, location.repo].filter(
    (part): part is string => Boolean(part),
  );
  return `${location.baseUrl.replace(/\/+$/, '')}/gateway/code/api/v1/repos/${encodePath(scope)}`;
}

function gitRef(location: Pick<HarnessLocation, 'branch'>): string {
  return `refs/heads/${splitPath(location.branch)}`;
}

function splitPath(path: string): string {
  return encodePath(path.split('/').filter(Boolean));
}
