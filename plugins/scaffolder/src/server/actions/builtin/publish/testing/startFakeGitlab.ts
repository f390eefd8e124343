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
  /** Access levels by user id, from `POST /projects/:id/members`. */
  members: Record<number, number>;
  variables: Array<Record<string, unknown>>;
  protectedBranches: string[];
  bare: string;
}

/** A GitLab user another token than the integration's belongs to. */
export interface FakeGitlabUser {
  id: number;
  username: string;
  token: string;
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
export async function startFakeGitlab(options: {
  token: string;
  username: string;
  otherUsers?: readonly FakeGitlabUser[];
}) {
  const users: FakeGitlabUser[] = [
    { id: 1, username: options.username, token: options.token },
    ...(options.otherUsers ?? []),
  ];
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
      members: {},
      variables: [],
      protectedBranches: [],
      bare,
    };
    projects.set(fullPath.toLowerCase(), project);
    return { status: 201, body: publicProject(project) };
  };

  const route = async (request: FakeRequest): Promise<FakeResponse | undefined> => {
    const on = (verb: string, pattern: string) =>
      request.method === verb ? matchPath(pattern, request.path) : undefined;
    let p: Record<string, string> | undefined;
    if (on('GET', '/user')) {
      const user = users.find(u => request.authorization === `Bearer ${u.token}`)!;
      return { status: 200, body: { id: user.id, username: user.username } };
    }
    const projectPath = request.path.match(/^\/projects\/(\d+)(\/.*)$/);
    if (projectPath && request.method === 'POST') {
      const project = [...projects.values()].find(x => String(x.id) === projectPath[1]);
      return project && routeProjectSettings(project, projectPath[2]!, request);
    }
    if ((p = on('GET', '/namespaces/:path'))) {
      const namespace = namespaces.get(p.path!.toLowerCase());
      return namespace && { status: 200, body: namespace };
    }
    if (on('POST', '/projects')) return createProject(request);
    if ((p = on('GET', '/projects/:id'))) {
      const id = p.id!;
      const project = [...projects.values()].find(
        x => String(x.id) === id || x.path_with_namespace.toLowerCase() === id.toLowerCase(),
      );
      return project && { status: 200, body: publicProject(project) };
    }
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
    apiAuthorized: header => users.some(user => header === `Bearer ${user.token}`),
    unauthorized: { status: 401, body: { message: '401 Unauthorized' } },
    gitAuthorizations: users.map(user => basicHeader('oauth2', user.token)),
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

/** Members, CI/CD variables and branches of a project, with GitLab's bodies and statuses. */
async function routeProjectSettings(
  project: GitlabProject,
  rest: string,
  request: FakeRequest,
): Promise<FakeResponse | undefined> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (rest === '/members') {
    const userId = Number(body.user_id);
    if (userId in project.members)
      return { status: 409, body: { message: 'Member already exists' } };
    project.members[userId] = Number(body.access_level);
    return { status: 201, body: { id: userId, access_level: body.access_level } };
  }
  if (rest === '/variables') {
    if (project.variables.some(v => v.key === body.key)) {
      return { status: 400, body: { message: { key: [`(${body.key}) has already been taken`] } } };
    }
    project.variables.push(body);
    return { status: 201, body };
  }
  if (rest === '/repository/branches') {
    const name = String(body.branch ?? '');
    const ref = String(body.ref ?? '');
    try {
      if (name.startsWith('-') || ref.startsWith('-')) throw new Error('option-like');
      await git(['--git-dir', project.bare, 'branch', name, ref]);
    } catch {
      return { status: 400, body: { message: `Invalid reference name: ${body.ref}` } };
    }
    return { status: 201, body: { name } };
  }
  if (rest === '/protected_branches') {
    const name = String(body.name ?? '');
    if (project.protectedBranches.includes(name)) {
      return { status: 409, body: { message: `Protected branch '${name}' already exists` } };
    }
    project.protectedBranches.push(name);
    return { status: 201, body: { name } };
  }
  return undefined;
}

function page<T>(request: FakeRequest, items: T[]): T[] {
  const number = Number(request.query.get('page') ?? '1');
  const size = Number(request.query.get('per_page') ?? '20');
  return items.slice((number - 1) * size, number * size);
}

function publicProject(project: GitlabProject) {
  const {
    bare: _bare,
    settings: _settings,
    members: _m,
    variables: _v,
    protectedBranches: _p,
    ...rest
  } = project;
  return rest;
}
