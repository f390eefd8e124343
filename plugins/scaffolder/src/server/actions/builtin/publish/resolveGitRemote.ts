import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '@atrium/model';
import type { ScmIntegration, ScmIntegrations } from '@atrium/server-core';

/** Where `publish:git` pushes, and where the pushed files can be browsed. */
export interface GitRemote {
  /** The URL git pushes to, never with credentials in it. */
  remoteUrl: string;
  /** The repository root at the branch, for `catalog:register`'s `repoContentsUrl`. */
  repoContentsUrl: string;
  /** A repository on this server's disk. */
  local: boolean;
}

export interface ResolveGitRemoteOptions {
  /** `host?owner=o&repo=r` as the RepoUrlPicker writes it (spec 001 §3 "Repo picker state"). */
  repoUrl?: string;
  /** A plain git URL (http, https, or `file:` below `localRoots`). */
  remoteUrl?: string;
  branch: string;
  integrations: ScmIntegrations;
  /** Directories local bare repositories may be pushed to; none unless configured. */
  localRoots: readonly string[];
  /**
   * `scaffolder.localRepositoryHost`: the host that, in a `repoUrl`, names a bare repository
   * `<owner>/<repo>.git` below the first of `localRoots`.
   */
  localHost?: string;
}

/** Works out the remote of a `publish:git` step, or an InputError saying what is wrong. */
export function resolveGitRemote(options: ResolveGitRemoteOptions): GitRemote {
  const { repoUrl, remoteUrl, branch } = options;
  if (repoUrl && remoteUrl) throw new InputError('Give either repoUrl or remoteUrl, not both');
  if (repoUrl) {
    const local = localRepository(repoUrl, options);
    if (local) return fromLocalPath(local, options.localRoots);
    return fromRepoUrl(repoUrl, branch, options.integrations);
  }
  if (!remoteUrl) throw new InputError('Either repoUrl or remoteUrl is required');
  if (remoteUrl.startsWith('file:') || path.isAbsolute(remoteUrl)) {
    return fromLocalPath(remoteUrl, options.localRoots);
  }
  let parsed: URL;
  try {
    parsed = new URL(remoteUrl);
  } catch {
    throw new InputError(`remoteUrl '${remoteUrl}' is not a valid URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new InputError(`remoteUrl '${remoteUrl}' must be an http(s) URL or a local repository`);
  }
  if (parsed.username || parsed.password) {
    throw new InputError(
      'remoteUrl must not carry credentials; configure them for its host under integrations',
    );
  }
  return {
    remoteUrl: parsed.href,
    repoContentsUrl: parsed.href.replace(/\.git$/, ''),
    local: false,
  };
}

// One path segment of a local repository's owner or name: no separators, no dot-only names.
const LOCAL_SEGMENT = /^(?!\.+$)[A-Za-z0-9._-]+$/;

/** The bare repository a `repoUrl` on the local host names; undefined for other hosts. */
function localRepository(repoUrl: string, options: ResolveGitRemoteOptions): string | undefined {
  const host = repoUrl.split('?', 1)[0]!.toLowerCase();
  if (!options.localHost || host !== options.localHost.toLowerCase()) return undefined;
  const root = options.localRoots[0];
  if (!root) {
    throw new InputError(
      `Host ${host} stands for repositories on this server, but scaffolder.localRepositoryRoots is not configured`,
    );
  }
  const params = new URLSearchParams(repoUrl.slice(host.length + 1));
  const segment = (name: string) => {
    const value = params.get(name) ?? '';
    if (!LOCAL_SEGMENT.test(value)) {
      throw new InputError(
        `Invalid repoUrl '${repoUrl}': ${name} must be one name of letters, digits, '.', '_' or '-'`,
      );
    }
    return value;
  };
  const repo = segment('repo').replace(/\.git$/, '');
  return path.join(root, segment('owner'), `${repo}.git`);
}

function fromLocalPath(remoteUrl: string, localRoots: readonly string[]): GitRemote {
  let target: string;
  try {
    target = remoteUrl.startsWith('file:') ? fileURLToPath(remoteUrl) : remoteUrl;
  } catch (error) {
    throw new InputError(`remoteUrl '${remoteUrl}': ${(error as Error).message}`);
  }
  target = path.resolve(target);
  const allowed = localRoots.some(root => {
    const relative = path.relative(path.resolve(root), target);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  });
  if (!allowed) {
    throw new InputError(
      `remoteUrl '${remoteUrl}' is a local repository outside scaffolder.localRepositoryRoots`,
    );
  }
  return { remoteUrl: target, repoContentsUrl: `file://${target}`, local: true };
}

function fromRepoUrl(repoUrl: string, branch: string, integrations: ScmIntegrations): GitRemote {
  let parsed: URL;
  try {
    parsed = new URL(`https://${repoUrl}`);
  } catch {
    throw new InputError(`Invalid repoUrl '${repoUrl}': expected host?owner=…&repo=…`);
  }
  const param = (name: string) => parsed.searchParams.get(name) ?? undefined;
  const integration = integrations.integrationForHost(parsed.host);
  if (!integration) {
    throw new InputError(
      `No integration found for host ${parsed.host}; configure it under integrations`,
    );
  }
  const need = (name: string) => {
    const value = param(name);
    if (!value) throw new InputError(`Invalid repoUrl '${repoUrl}': missing ${name}`);
    if (value.split('/').some(part => part === '..' || part === '.' || part === '')) {
      throw new InputError(`Invalid repoUrl '${repoUrl}': bad ${name} '${value}'`);
    }
    return encodeURI(value);
  };
  return { ...urlsFor(integration, need, branch), local: false };
}

function urlsFor(
  integration: ScmIntegration,
  need: (name: string) => string,
  branch: string,
): Omit<GitRemote, 'local'> {
  const base = integration.baseUrl;
  switch (integration.type) {
    case 'github': {
      const repo = `${base}/${need('owner')}/${need('repo')}`;
      return { remoteUrl: `${repo}.git`, repoContentsUrl: `${repo}/blob/${branch}` };
    }
    case 'gitlab': {
      const repo = `${base}/${need('owner')}/${need('repo')}`;
      return { remoteUrl: `${repo}.git`, repoContentsUrl: `${repo}/-/blob/${branch}` };
    }
    case 'bitbucketCloud': {
      const repo = `${base}/${need('workspace')}/${need('repo')}`;
      return { remoteUrl: `${repo}.git`, repoContentsUrl: `${repo}/src/${branch}` };
    }
    case 'bitbucketServer': {
      const [project, repo] = [need('project'), need('repo')];
      return {
        remoteUrl: `${base}/scm/${project}/${repo}.git`,
        repoContentsUrl: `${base}/projects/${project}/repos/${repo}/browse`,
      };
    }
    case 'azure': {
      const repo = `${base}/${need('organization')}/${need('project')}/_git/${need('repo')}`;
      return { remoteUrl: repo, repoContentsUrl: `${repo}?path=/&version=GB${branch}` };
    }
    case 'gerrit': {
      // The parent project is not part of the remote, but a location without one is incomplete
      // (spec 001 §5), as the picker and the parseRepoUrl filter say too.
      need('workspace');
      const repo = need('repo');
      return {
        remoteUrl: `${integration.cloneUrl ?? base}/a/${repo}`,
        repoContentsUrl: `${base}/${repo}/+/refs/heads/${branch}`,
      };
    }
    case 'gitea': {
      const repo = `${base}/${need('owner')}/${need('repo')}`;
      return { remoteUrl: `${repo}.git`, repoContentsUrl: `${repo}/src/branch/${branch}` };
    }
    case 'harness':
    case 'awsCodeCommit':
      throw new InputError(`Publishing to ${integration.type} hosts is not supported`);
  }
}
