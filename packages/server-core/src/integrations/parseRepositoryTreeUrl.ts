import { InputError } from '@atrium/model';
import type { ScmIntegration } from './ScmIntegration';

/** A directory of a repository: what to clone, at which ref (the default branch if none), where. */
export interface RepositoryTreeLocation {
  cloneUrl: string;
  ref?: string;
  /** The directory inside the repository, without leading or trailing slashes; '' for its root. */
  path: string;
}

/**
 * Reads a browse URL the way each host writes it:
 * - GitHub: `/{owner}/{repo}/tree|blob/{ref}/{path}`
 * - GitLab: `/{group…}/{project}/-/tree|blob/{ref}/{path}`
 * - Bitbucket Cloud: `/{workspace}/{repo}/src/{ref}/{path}`
 * - Bitbucket Server: `/projects/{key}/repos/{repo}/browse/{path}?at={ref}`
 * - Azure DevOps: `/{org}/{project}/_git/{repo}?path={path}&version=GB{branch}`
 * The path is taken as given (`blob/` and `tree/` alike), so callers name a directory; refs
 * containing a slash cannot be told from the path and are read as their first segment.
 */
export function parseRepositoryTreeUrl(
  url: string,
  integration: ScmIntegration,
): RepositoryTreeLocation {
  const parsed = new URL(url);
  const segments = parsed.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.some(segment => segment === '..' || segment === '.' || segment.includes('/'))) {
    throw new InputError(`Cannot read ${url}: its path leaves the repository`);
  }
  const base = integration.baseUrl.replace(/\/+$/, '');
  const fail = (shape: string) =>
    new InputError(`Cannot read ${url}: a ${integration.type} URL looks like ${base}${shape}`);
  switch (integration.type) {
    case 'github': {
      const [owner, repo, mode, ref, ...rest] = segments;
      if (!owner || !repo) throw fail('/{owner}/{repo}/tree/{ref}/{path}');
      return tree(`${base}/${owner}/${repo.replace(/\.git$/, '')}.git`, mode, ref, rest, [
        'tree',
        'blob',
      ]);
    }
    case 'gitlab': {
      const dash = segments.indexOf('-');
      const project = dash === -1 ? segments : segments.slice(0, dash);
      if (project.length < 2) throw fail('/{group}/{project}/-/tree/{ref}/{path}');
      const [mode, ref, ...rest] = dash === -1 ? [] : segments.slice(dash + 1);
      return tree(`${base}/${project.join('/')}.git`, mode, ref, rest, ['tree', 'blob']);
    }
    case 'bitbucketCloud': {
      const [workspace, repo, mode, ref, ...rest] = segments;
      if (!workspace || !repo) throw fail('/{workspace}/{repo}/src/{ref}/{path}');
      return tree(`${base}/${workspace}/${repo}.git`, mode, ref, rest, ['src']);
    }
    case 'bitbucketServer': {
      const [projects, key, repos, repo, mode, ...rest] = segments;
      if (projects !== 'projects' || repos !== 'repos' || !key || !repo) {
        throw fail('/projects/{key}/repos/{repo}/browse/{path}?at={ref}');
      }
      const at = parsed.searchParams.get('at')?.replace(/^refs\/(heads|tags)\//, '');
      return {
        cloneUrl: `${base}/scm/${key.toLowerCase()}/${repo}.git`,
        ...(at ? { ref: at } : {}),
        path: mode === 'browse' ? rest.join('/') : '',
      };
    }
    case 'azure': {
      const git = segments.indexOf('_git');
      if (git < 1 || !segments[git + 1]) throw fail('/{org}/{project}/_git/{repo}?path={path}');
      const version = parsed.searchParams.get('version') ?? '';
      const ref = /^G[BT]/.test(version) ? version.slice(2) : undefined;
      const inRepo = (parsed.searchParams.get('path') ?? '').split('/').filter(Boolean);
      return {
        cloneUrl: `${parsed.origin}/${segments
          .slice(0, git + 2)
          .map(encodeURIComponent)
          .join('/')}`,
        ...(ref ? { ref } : {}),
        path: inRepo.join('/'),
      };
    }
    case 'gerrit':
    case 'gitea':
    case 'harness':
    case 'awsCodeCommit':
      throw new InputError(
        `Cannot read ${url}: reading directories from ${HOST_NAMES[integration.type]} is not supported`,
      );
  }
}

const HOST_NAMES = {
  gerrit: 'Gerrit',
  gitea: 'Gitea',
  harness: 'Harness',
  awsCodeCommit: 'AWS CodeCommit',
} as const;

function tree(
  cloneUrl: string,
  mode: string | undefined,
  ref: string | undefined,
  rest: string[],
  modes: string[],
): RepositoryTreeLocation {
  if (!mode || !modes.includes(mode) || !ref) return { cloneUrl, path: '' };
  return { cloneUrl, ref, path: rest.join('/') };
}
