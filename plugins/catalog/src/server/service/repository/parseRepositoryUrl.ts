import { InputError } from '@atrium/model';
import { parseAzureUrl, type ScmIntegration } from '@atrium/server-core';

/** A repository on a GitHub or Azure DevOps integration's host, as a URL the person gave names it. */
export type RepositoryUrl =
  | {
      type: 'github';
      integration: ScmIntegration;
      owner: string;
      repo: string;
      /** The branch of a `/tree/{branch}` URL; the default branch otherwise. */
      branch?: string;
    }
  | {
      type: 'azure';
      integration: ScmIntegration;
      organization: string;
      project: string;
      repo: string;
      /** Where the project's `_apis` and `_git` hang, e.g. `https://dev.azure.com/{org}/{project}`. */
      projectUrl: string;
      branch?: string;
    };

// GitHub's rules for account and repository names; anything else is not a repository URL.
const GITHUB_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
// What git refuses in a ref name (git-check-ref-format), so a branch never reshapes a URL.
const BAD_BRANCH_TEXT = /[\s~^:?*[\\]|\.\.|^\/|\/$|@\{/;

function isBadBranch(branch: string): boolean {
  // Control characters, checked by code point: a regular expression of them reads badly.
  const control = [...branch].some(c => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return control || BAD_BRANCH_TEXT.test(branch);
}

/** Whether a URL names a YAML file: by its path, or by Azure DevOps' `?path=` parameter. */
export function isCatalogFileUrl(url: URL): boolean {
  const yaml = /\.ya?ml$/i;
  return yaml.test(url.pathname) || yaml.test(url.searchParams.get('path') ?? '');
}

/**
 * Reads a repository URL of a GitHub (`/{owner}/{repo}[.git][/tree/{branch}]`) or Azure DevOps
 * (`/{org}/{project}/_git/{repo}`, `{org}.visualstudio.com/{project}/_git/{repo}`, a server's
 * `/{collection}/{project}/_git/{repo}`) integration. A folder or a file that is not YAML is refused
 * with a message saying what to give instead.
 */
export function parseRepositoryUrl(url: URL, integration: ScmIntegration): RepositoryUrl {
  if (integration.type === 'github') return parseGithub(url, integration);
  if (integration.type === 'azure') return parseAzure(url, integration);
  throw new InputError(
    `${display(url)} is on ${integration.host}, a ${integration.type} integration: only GitHub and Azure DevOps repositories can be analysed; give the URL of the catalog file (.yaml)`,
  );
}

function notARepository(url: URL, example: string): InputError {
  return new InputError(
    `${display(url)} names a folder or a file that is not YAML: give the repository's URL (${example}) or the URL of its catalog file (.yaml)`,
  );
}

function parseGithub(url: URL, integration: ScmIntegration): RepositoryUrl {
  const example = `${integration.baseUrl}/{owner}/{repo}`;
  const base = new URL(integration.baseUrl).pathname.replace(/\/+$/, '');
  const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  const [owner, rawRepo, ...rest] = segments;
  const repo = rawRepo?.replace(/\.git$/i, '');
  if (!owner || !repo) {
    throw new InputError(`${display(url)} is not a repository URL: give ${example}`);
  }
  if (!isGithubName(owner) || !isGithubName(repo)) {
    throw new InputError(`${display(url)} does not name a GitHub repository: give ${example}`);
  }
  if (rest.length === 0) return { type: 'github', integration, owner, repo };
  const [kind, branch, ...below] = rest;
  if (kind === 'tree' && branch && below.length === 0 && !isBadBranch(branch)) {
    return { type: 'github', integration, owner, repo, branch };
  }
  throw notARepository(url, example);
}

function isGithubName(name: string): boolean {
  return GITHUB_NAME.test(name) && name !== '.' && name !== '..';
}

function parseAzure(url: URL, integration: ScmIntegration): RepositoryUrl {
  const example = `${integration.baseUrl}/{organization}/{project}/_git/{repository}`;
  const missing = missingAzureParts(url);
  if (missing.length > 0) {
    throw new InputError(
      `${display(url)} is not an Azure DevOps repository URL: the ${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} missing; give ${example}`,
    );
  }
  const location = parseAzureUrl(integration, url.href);
  if (location.path || location.ref?.type === 'tag') throw notARepository(url, example);
  const branch = location.ref?.name;
  if (branch !== undefined && isBadBranch(branch)) throw notARepository(url, example);
  const project = safeDecode(location.projectUrl.split('/').pop() ?? '');
  return {
    type: 'azure',
    integration,
    organization: location.organization,
    project,
    repo: location.repo,
    projectUrl: location.projectUrl,
    ...(branch ? { branch } : {}),
  };
}

/**
 * What an Azure DevOps URL lacks of organisation, project and repository. A project may be left
 * out when it is named as its repository (`/{org}/_git/{repo}`), as Azure DevOps allows.
 */
function missingAzureParts(url: URL): string[] {
  const segments = url.pathname.split('/').filter(Boolean);
  const git = segments.indexOf('_git');
  const before = git === -1 ? segments.length : git;
  const onVisualStudio = url.hostname.toLowerCase().endsWith('.visualstudio.com');
  const missing: string[] = [];
  // The organisation is the host on visualstudio.com, the first segment (a collection) elsewhere.
  if (!onVisualStudio && before === 0) missing.push('organisation');
  const projectSegments = onVisualStudio ? before : before - 1;
  if (git === -1 && projectSegments < 1) missing.push('project');
  if (git === -1 || !segments[git + 1]) missing.push('repository');
  return missing;
}

function listed(parts: string[]): string {
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The URL without credentials, query or fragment, for messages. */
function display(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
