import type { ScmIntegration } from '../ScmIntegration';
import type { FileRequest } from './FileRequest';
import {
  assertNoDotSegments,
  couldNotParse,
  encodePath,
  readBrowseUrl,
  unsupportedRefType,
} from './readBrowseUrl';

const API_VERSION = '6.0';

/** A repository of Azure DevOps (or a path and branch in it), as its browse URL names it. */
export interface AzureRepoLocation {
  /** The URL the project's `_apis` hang under, e.g. `https://dev.azure.com/{org}/{project}`. */
  projectUrl: string;
  /** The organisation (or `{collection}` path on Azure DevOps Server), for choosing a token. */
  organization: string;
  repo: string;
  /** From the repository root, starting with `/`. */
  path?: string;
  /** The branch (`GB…`) or tag (`GT…`) the URL's `version` names; the default branch otherwise. */
  ref?: { type: 'branch' | 'tag'; name: string };
}

const VERSION_TYPES: Record<string, 'branch' | 'tag'> = { GB: 'branch', GT: 'tag' };

/**
 * Reads `/{org}/{project}/_git/{repo}?path={path}&version=GB{branch}` (also `/{org}/_git/{repo}`
 * for a project named as its repository, `{org}.visualstudio.com/{project}/_git/{repo}`, and
 * `/{collection…}/{project}/_git/{repo}` on Azure DevOps Server). Branches (`GB…`) and tags
 * (`GT…`) are read, as Backstage reads them; a commit version is refused.
 */
export function parseAzureUrl(integration: ScmIntegration, url: string): AzureRepoLocation {
  const browse = readBrowseUrl(integration, url);
  const { segments, url: parsed } = browse;
  const git = segments.indexOf('_git');
  const repo = segments[git + 1];
  const named = repoOwner(segments, git, parsed.hostname);
  if (!repo || !named) {
    throw couldNotParse(
      browse.display,
      `an Azure DevOps URL pointing to a git repository, ${browse.base}/{org}/{project}/_git/{repo}?path={path}&version=GB{branch}`,
    );
  }
  const version = parsed.searchParams.get('version');
  const versionType = version ? VERSION_TYPES[version.slice(0, 2)] : undefined;
  if (version && !versionType) {
    throw unsupportedRefType(
      browse.display,
      'the version must be a branch or a tag, written GB{branch} or GT{tag}',
    );
  }
  const rawPath = parsed.searchParams.get('path');
  if (rawPath) assertNoDotSegments(rawPath.split(/[/\\]/), browse.display);
  const inRepo = rawPath?.split('/').filter(Boolean) ?? [];
  const project = named.project ?? repo;
  return {
    projectUrl: `${browse.base}/${encodePath([...named.prefix, project])}`,
    organization: named.organization,
    repo,
    ...(inRepo.length ? { path: `/${inRepo.join('/')}` } : {}),
    ...(versionType && version && version.length > 2
      ? { ref: { type: versionType, name: version.slice(2) } }
      : {}),
  };
}

/** The items API answering one file's content. */
export function azureItemsUrl(location: AzureRepoLocation & { path: string }): string {
  return apiUrl(location, 'items', {
    'api-version': API_VERSION,
    path: location.path,
    ...versionDescriptor(location, 'versionDescriptor'),
  });
}

/** The items API answering a zip of the repository, or of the folder at `path`. */
export function azureArchiveUrl(location: AzureRepoLocation): string {
  return apiUrl(location, 'items', {
    recursionLevel: 'full',
    download: 'true',
    'api-version': API_VERSION,
    ...(location.path ? { scopePath: location.path } : {}),
    ...versionDescriptor(location, 'versionDescriptor'),
  });
}

/** The commits API listing the branch's (or tag's) commits, newest first. */
export function azureCommitsUrl(location: AzureRepoLocation): string {
  return apiUrl(location, 'commits', {
    'api-version': API_VERSION,
    ...versionDescriptor(location, 'searchCriteria.itemVersion'),
  });
}

/** The API's parameters naming the ref; both are needed, as the type defaults to branch. */
function versionDescriptor(location: AzureRepoLocation, prefix: string): Record<string, string> {
  if (!location.ref) return {};
  return { [`${prefix}.version`]: location.ref.name, [`${prefix}.versionType`]: location.ref.type };
}

export function azureFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const location = parseAzureUrl(integration, url);
  const { path } = location;
  if (!path) {
    // parseAzureUrl has refused URLs carrying credentials, so the URL can be shown.
    throw couldNotParse(url, 'an Azure DevOps URL naming a file with ?path={path}');
  }
  return { url: azureItemsUrl({ ...location, path }), headers: {}, decode: 'raw' };
}

/**
 * Who owns the repository whose `_git` is at `git`: the organisation (from the host on
 * visualstudio.com), the path segments before the project in API URLs, and the project (absent when
 * the URL leaves it out because it is named as the repository).
 */
function repoOwner(
  segments: readonly string[],
  git: number,
  hostname: string,
): { organization: string; prefix: string[]; project?: string } | undefined {
  const [first, second, third] = segments;
  if (hostname.endsWith('.visualstudio.com') && git === 1 && first) {
    return { organization: hostname.split('.')[0] ?? '', prefix: [], project: first };
  }
  if (git === 1 && first) return { organization: first, prefix: [first] };
  if (git === 2 && first && second)
    return { organization: first, prefix: [first], project: second };
  if (git === 3 && first && second && third) {
    return { organization: `${first}/${second}`, prefix: [first, second], project: third };
  }
  return undefined;
}

function apiUrl(
  location: AzureRepoLocation,
  resource: 'items' | 'commits',
  query: Record<string, string>,
): string {
  const repo = encodeURIComponent(location.repo);
  const search = new URLSearchParams(query).toString();
  return `${location.projectUrl}/_apis/git/repositories/${repo}/${resource}?${search}`;
}
