import { basicHeader, git } from '@atrium/server-core/testing';
import {
  matchPath,
  startFakeHost,
  type FakeHost,
  type FakeRequest,
  type FakeResponse,
} from './startFakeHost';

interface GitlabNamespace {
  id: number;
  full_path: string;
  kind: 'group' | 'user';
}

interface GitlabProject {
  id: number;
  name: string;
  path: string;
  path_with_namespace: string;
  namespace_id: number;
  visibility: string;
  description: string | null;
  topics: string[];
  default_branch: string | null;
  web_url: string;
  http_url_to_repo: string;
  settings: Record<string, unknown>;
  bare: string;
}

/** A fake GitLab: API under `/api/v4`, git at `/{namespace path}/{project}.git`. */
export interface FakeGitlab extends FakeHost {
  readonly apiBaseUrl: string;
  readonly namespaces: Map<string, GitlabNamespace>;
  readonly projects: Map<string, GitlabProject>;
  addGroup(fullPath: string): GitlabNamespace;
}

/**
 * GitLab's REST calls for creating projects and listing groups, with GitLab's shapes: a taken
 * path is 400 `{ message: { path: ['has already been taken'] } }`, a refused token 401.
 */
export async function startFakeGitlab(options: { token: string; username: string }) {
  const namespaces = new Map<string, GitlabNamespace>();
  const projects = new Map<string, GitlabProject>();
  let nextId = 100;
  const addGroup = (fullPath: string, kind: 'group' | 'user' = 'group') => {
    const namespace = { id: nextId++, full_path: fullPath, kind };
    namespaces.set(fullPath.toLowerCase(), namespace);
    return namespace;
  };
  addGroup(options.username, 'user');

  const createProject = async (request: FakeRequest): Promise<FakeResponse> => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const namespace = [...namespaces.values()].find(n => n.id === Number(body.namespace_id));
    if (!namespace) return { status: 404, body: { message: '404 Namespace Not Found' } };
    const name = String(body.name ?? '');
    const projectPath = String(body.path ?? name);
    const fullPath = `${namespace.full_path}/${projectPath}`;
    if (projects.has(fullPath.toLowerCase())) {
      return {
        status: 400,
        body: { message: { name: ['has already been taken'], path: ['has already been taken'] } },
      };
    }
    const bare = await self.createBareRepository(`${fullPath}.git`);
    const {
      name: _n,
      path: _p,
      namespace_id: _i,
      visibility,
      description,
      topics,
      ...settings
    } = body;
    const project: GitlabProject = {
      id: nextId++,
      name,
      path: projectPath,
      path_with_namespace: fullPath,
      namespace_id: namespace.id,
      visibility: String(visibility ?? 'private'),
      description: (description as string | undefined) ?? null,
      topics: Array.isArray(topics) ? topics.map(String) : [],
      default_branch: null,
      web_url: `${self.url}/${fullPath}`,
      http_url_to_repo: `${self.url}/${fullPath}.git`,
      settings,
      bare,
    };
    projects.set(fullPath.toLowerCase(), project);
    return { status: 201, body: publicProject(project) };
  };

  const route = async (request: FakeRequest): Promise<FakeResponse | undefined> => {
    const on = (verb: string, pattern: string) =>
      request.method === verb ? matchPath(pattern, request.path) : undefined;
    let p: Record<string, string> | undefined;
    if (on('GET', '/user')) return { status: 200, body: { id: 1, username: options.username } };
    if ((p = on('GET', '/namespaces/:path'))) {
      const namespace = namespaces.get(p.path!.toLowerCase());
      return namespace && { status: 200, body: namespace };
    }
    if (on('POST', '/projects')) return createProject(request);
    if (on('GET', '/groups')) {
      const groups = [...namespaces.values()].filter(n => n.kind === 'group');
      return { status: 200, body: page(request, groups) };
    }
    if ((p = on('GET', '/groups/:id/projects'))) {
      const group = [...namespaces.values()].find(
        n => String(n.id) === p!.id || n.full_path === p!.id,
      );
      if (!group) return undefined;
      const inGroup = [...projects.values()].filter(project => project.namespace_id === group.id);
      return { status: 200, body: page(request, inGroup.map(publicProject)) };
    }
    if ((p = on('GET', '/projects/:id/repository/branches'))) {
      const project = [...projects.values()].find(x => String(x.id) === p!.id);
      if (!project) return undefined;
      const refs = await git([
        '--git-dir',
        project.bare,
        'for-each-ref',
        '--format=%(refname:short)',
      ]);
      return {
        status: 200,
        body: refs
          .trim()
          .split('\n')
          .filter(Boolean)
          .map(name => ({ name })),
      };
    }
    return undefined;
  };

  const self: FakeHost = await startFakeHost({
    apiPath: '/api/v4',
    apiAuthorized: header => header === `Bearer ${options.token}`,
    unauthorized: { status: 401, body: { message: '401 Unauthorized' } },
    gitAuthorizations: [basicHeader('oauth2', options.token)],
    route,
    notFound: { status: 404, body: { message: '404 Not Found' } },
  });
  const fake: FakeGitlab = {
    ...self,
    apiBaseUrl: `${self.url}/api/v4`,
    namespaces,
    projects,
    addGroup: fullPath => addGroup(fullPath),
  };
  return fake;
}

function page<T>(request: FakeRequest, items: T[]): T[] {
  const number = Number(request.query.get('page') ?? '1');
  const size = Number(request.query.get('per_page') ?? '20');
  return items.slice((number - 1) * size, number * size);
}

function publicProject(project: GitlabProject) {
  const { bare: _bare, settings: _settings, ...rest } = project;
  return rest;
}
