import { basicHeader } from '../startGitHttpServer';
import { matchPath } from './matchPath';
import { gitlabRateLimit } from './rateLimitPolicies';
import { listBranches } from './repositoryBranches';
import { routeGitlabGroups } from './routeGitlabGroups';
import { routeGitlabProjectSettings } from './routeGitlabProjectSettings';
import { routeGitlabRawFile } from './routeGitlabRawFile';
import { routeGitlabTree } from './routeGitlabTree';
import { startFakeHost, type FakeHost, type FakeRequest, type FakeResponse } from './startFakeHost';

export interface FakeGitlabNamespace {
  id: number;
  full_path: string;
  kind: 'group' | 'user';
  /** A group's display name; its path when absent. */
  name?: string;
  description?: string;
  /** A group's direct members, as `GET /groups/:id/members` lists them. */
  members?: FakeGitlabMember[];
}

/** A direct member of a group. */
export interface FakeGitlabMember {
  username: string;
  name?: string;
  email?: string;
  /** 30 (Developer) when absent. */
  accessLevel?: number;
}

/** A project as the GitLab fake holds it: GitLab's fields and what was set on it. */
export interface FakeGitlabProject {
  id: number;
  name: string;
  path: string;
  path_with_namespace: string;
  namespace_id: number;
  visibility: string;
  description: string | null;
  topics: string[];
  default_branch: string | null;
  archived: boolean;
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
  readonly namespaces: Map<string, FakeGitlabNamespace>;
  readonly projects: Map<string, FakeGitlabProject>;
  addGroup(fullPath: string): FakeGitlabNamespace;
  /** Adds an empty project (`group/…/name`, its groups too) as `POST /projects` would. */
  addProject(fullPath: string): Promise<FakeGitlabProject>;
}

/**
 * GitLab's REST calls for creating projects, listing groups and reading files, with GitLab's
 * shapes: a taken path is 400 `{ message: { path: ['has already been taken'] } }`, a refused
 * token 401. Tokens go as `Authorization: Bearer` or `PRIVATE-TOKEN`.
 */
export async function startFakeGitlab(options: {
  token: string;
  username: string;
  otherUsers?: readonly FakeGitlabUser[];
}): Promise<FakeGitlab> {
  const users: FakeGitlabUser[] = [
    { id: 1, username: options.username, token: options.token },
    ...(options.otherUsers ?? []),
  ];
  const namespaces = new Map<string, FakeGitlabNamespace>();
  const projects = new Map<string, FakeGitlabProject>();
  let nextId = 100;
  const addGroup = (fullPath: string, kind: 'group' | 'user' = 'group') => {
    const namespace = { id: nextId++, full_path: fullPath, kind };
    namespaces.set(fullPath.toLowerCase(), namespace);
    return namespace;
  };
  addGroup(options.username, 'user');

  const userOf = (authorization: string | undefined, headers: FakeRequest['headers']) =>
    users.find(
      user => authorization === `Bearer ${user.token}` || headers['private-token'] === user.token,
    );
  const projectById = (id: string) =>
    [...projects.values()].find(
      x => String(x.id) === id || x.path_with_namespace.toLowerCase() === id.toLowerCase(),
    );

  const createProject = async (body: Record<string, unknown>): Promise<FakeResponse> => {
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
    const project: FakeGitlabProject = {
      id: nextId++,
      name,
      path: projectPath,
      path_with_namespace: fullPath,
      namespace_id: namespace.id,
      visibility: String(visibility ?? 'private'),
      description: (description as string | undefined) ?? null,
      topics: Array.isArray(topics) ? topics.map(String) : [],
      default_branch: null,
      archived: false,
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
      const user = userOf(request.authorization, request.headers)!;
      return { status: 200, body: { id: user.id, username: user.username } };
    }
    const projectPath = request.path.match(/^\/projects\/(\d+)(\/.*)$/);
    if (projectPath && request.method === 'POST') {
      const project = [...projects.values()].find(x => String(x.id) === projectPath[1]);
      return project && routeGitlabProjectSettings(project, projectPath[2]!, request);
    }
    if ((p = on('GET', '/projects/:id/repository/files/:file/raw'))) {
      const project = projectById(p.id!);
      return project && routeGitlabRawFile(request, project, p.file!);
    }
    if ((p = on('GET', '/projects/:id/repository/tree'))) {
      const project = projectById(p.id!);
      return project && routeGitlabTree(request, project, `${self.url}/api/v4`);
    }
    const listed = routeGitlabGroups(request, namespaces, projects, {
      url: self.url,
      apiBaseUrl: `${self.url}/api/v4`,
    });
    if (listed) return listed;
    if ((p = on('GET', '/namespaces/:path'))) {
      const namespace = namespaces.get(p.path!.toLowerCase());
      return namespace && { status: 200, body: namespace };
    }
    if (on('POST', '/projects'))
      return createProject((request.body ?? {}) as Record<string, unknown>);
    if ((p = on('GET', '/projects/:id'))) {
      const project = projectById(p.id!);
      return project && { status: 200, body: publicProject(project) };
    }
    if ((p = on('GET', '/projects/:id/repository/branches'))) {
      const project = [...projects.values()].find(x => String(x.id) === p!.id);
      if (!project) return undefined;
      const branches = await listBranches(project.bare);
      return { status: 200, body: branches.map(({ name }) => ({ name })) };
    }
    return undefined;
  };

  const self: FakeHost = await startFakeHost({
    apiPath: '/api/v4',
    apiAuthorized: (header, headers) => userOf(header, headers) !== undefined,
    unauthorized: { status: 401, body: { message: '401 Unauthorized' } },
    gitAuthorizations: users.map(user => basicHeader('oauth2', user.token)),
    route,
    notFound: { status: 404, body: { message: '404 Not Found' } },
    rateLimit: gitlabRateLimit,
  });
  const fake: FakeGitlab = {
    ...self,
    apiBaseUrl: `${self.url}/api/v4`,
    namespaces,
    projects,
    addGroup: fullPath => addGroup(fullPath),
    async addProject(fullPath) {
      const parts = fullPath.split('/');
      const name = parts.pop() ?? '';
      let namespace: FakeGitlabNamespace | undefined;
      for (let i = 1; i <= parts.length; i++) {
        const path = parts.slice(0, i).join('/');
        namespace = namespaces.get(path.toLowerCase()) ?? addGroup(path);
      }
      const answer = await createProject({ name, namespace_id: namespace?.id });
      const project = projects.get(fullPath.toLowerCase());
      if (!project) throw new Error(`Could not add ${fullPath}: ${JSON.stringify(answer.body)}`);
      return project;
    },
  };
  return fake;
}

function publicProject(project: FakeGitlabProject) {
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
