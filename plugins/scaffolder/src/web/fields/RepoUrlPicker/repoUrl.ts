import {
  guessRepoHostType,
  REQUIRED_REPO_PARTS,
  type RepoHostType,
} from '../../../shared/repoHosts';
import type { ScmIntegration } from '../../api/templatesApi';

/** Spec 001 §3 "Repo picker state", without the repository list. */
export interface RepoUrlState {
  host: string;
  owner: string;
  repoName: string;
  organization: string;
  workspace: string;
  project: string;
}

export const emptyRepoUrlState: RepoUrlState = {
  host: '',
  owner: '',
  repoName: '',
  organization: '',
  workspace: '',
  project: '',
};

/** `host?owner=…&repo=…&organization=…&workspace=…&project=…`, only non-empty parts. */
export function serializeRepoUrl(state: RepoUrlState): string {
  const params = new URLSearchParams();
  const parts: Array<[string, string]> = [
    ['owner', state.owner],
    ['repo', state.repoName],
    ['organization', state.organization],
    ['workspace', state.workspace],
    ['project', state.project],
  ];
  for (const [key, value] of parts) if (value) params.set(key, value);
  return `${state.host}?${params}`;
}

/** The picker's state from a value it wrote earlier, e.g. when the user comes back to the step. */
export function parseRepoUrl(value: unknown): RepoUrlState {
  if (typeof value !== 'string' || value === '') return { ...emptyRepoUrlState };
  try {
    const url = new URL(`https://${value}`);
    const get = (key: string) => url.searchParams.get(key) ?? '';
    return {
      host: url.host,
      owner: get('owner'),
      repoName: get('repo'),
      organization: get('organization'),
      workspace: get('workspace'),
      project: get('project'),
    };
  } catch {
    return { ...emptyRepoUrlState };
  }
}

export type { RepoHostType };

const INTEGRATION_TYPES: Record<string, RepoHostType> = {
  github: 'github',
  gitlab: 'gitlab',
  gitea: 'gitea',
  bitbucketCloud: 'bitbucketCloud',
  bitbucketServer: 'bitbucketServer',
  azure: 'azure',
  gerrit: 'gerrit',
};

/**
 * The kind of a host: the configured integration's type, else a guess from well-known host
 * names. A plain `bitbucket` integration is Bitbucket Cloud on bitbucket.org and Server elsewhere.
 */
export function repoHostType(host: string, integrations: readonly ScmIntegration[]): RepoHostType {
  const name = host.toLowerCase();
  const configured = integrations.find(integration => integration.host.toLowerCase() === name);
  if (configured) {
    if (configured.type === 'bitbucket') {
      return name === 'bitbucket.org' ? 'bitbucketCloud' : 'bitbucketServer';
    }
    const known = INTEGRATION_TYPES[configured.type];
    if (known) return known;
  }
  return guessRepoHostType(name);
}

export function missingPartMessage(part: string): string {
  return `Incomplete repository location provided, ${part} not provided`;
}

/** The messages for a repository location that lacks a part its host requires. */
export function repoUrlProblems(value: unknown, integrations: readonly ScmIntegration[]): string[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') return ['Unable to parse the Repository URL'];
  if (value.startsWith('?')) return [missingPartMessage('host')];
  let host: string;
  try {
    host = new URL(`https://${value}`).host;
  } catch {
    return ['Unable to parse the Repository URL'];
  }
  if (!host) return [missingPartMessage('host')];
  const state = parseRepoUrl(value);
  const type = repoHostType(host, integrations);
  const problems = REQUIRED_REPO_PARTS[type]
    .filter(part => !state[part])
    // Gerrit's parent project is kept in `workspace` (spec 001 §5 "Gerrit: parent required").
    .map(part => missingPartMessage(type === 'gerrit' && part === 'workspace' ? 'parent' : part));
  if (!state.repoName) problems.push(missingPartMessage('repo'));
  return problems;
}

/** The `ui:options` lists that turn inputs into selects (spec 001 §5). */
export interface RepoUrlAllowed {
  hosts: string[];
  owners: string[];
  organizations: string[];
  projects: string[];
  repos: string[];
}

/**
 * Fills the parts an allowed list governs with its first entry when they are empty or not in the
 * list; Bitbucket Cloud's workspace is always the first allowed owner (spec 001 §5).
 */
export function applyAllowed(
  state: RepoUrlState,
  allowed: RepoUrlAllowed,
  type: RepoHostType,
): RepoUrlState {
  const pick = (current: string, list: string[]) =>
    list.length > 0 && !list.includes(current) ? list[0]! : current;
  const next: RepoUrlState = {
    host: pick(state.host, allowed.hosts),
    owner: state.owner,
    repoName: pick(state.repoName, allowed.repos),
    organization: pick(state.organization, allowed.organizations),
    workspace: state.workspace,
    project: pick(state.project, allowed.projects),
  };
  if (type === 'bitbucketCloud') {
    if (allowed.owners.length > 0) next.workspace = allowed.owners[0]!;
    next.owner = '';
  } else {
    next.owner = pick(state.owner, allowed.owners);
  }
  return next;
}
