import { basicHeader } from '../startGitHttpServer';
import { matchPath, matchPathPrefix, pathBelow } from './matchPath';
import { bitbucketCloudRateLimit, bitbucketServerRateLimit } from './rateLimitPolicies';
import { listBranches } from './repositoryBranches';
import { routeBitbucketCodeSearch } from './routeBitbucketCodeSearch';
import { routeBitbucketCloudSrc, routeBitbucketServerRaw } from './routeBitbucketFiles';
import { startFakeHost, type FakeHost, type FakeRequest, type FakeResponse } from './startFakeHost';

/** A repository as the Bitbucket fakes hold it. */
export interface FakeBitbucketRepo {
  slug: string;
  project: string;
  description: string;
  isPrivate: boolean;
  /** Cloud: the branch code search reads and repositories name as `mainbranch`. */
  mainbranch: string;
  bare: string;
}

/** A fake Bitbucket (Cloud or Server) with the repositories it created. */
export interface FakeBitbucket extends FakeHost {
  readonly apiBaseUrl: string;
  /** By `workspace/slug` (Cloud) or `PROJECT/slug` (Data Center). */
  readonly repos: Map<string, FakeBitbucketRepo>;
  /** Adds an empty repository by its key, as the create call would; push or put files. */
  addRepository(key: string): Promise<FakeBitbucketRepo>;
}

/**
 * Bitbucket Cloud's 2.0 API (`/2.0`): workspaces, their projects and repositories, creating a
 * repository in a project, reading files, code search; git at `/{workspace}/{repo}.git`. Errors
 * are `{ type: 'error', error }`.
 */
export async function startFakeBitbucketCloud(options: {
  username: string;
  appPassword: string;
  workspaces: Record<string, string[]>;
  /** The most results a code search page holds, whatever `pagelen` asks (100 by default). */
  searchPageLength?: number;
}): Promise<FakeBitbucket> {
  const repos = new Map<string, FakeBitbucketRepo>();
  const auth = basicHeader(options.username, options.appPassword);
  const error = (status: number, message: string) => ({
    status,
    body: { type: 'error', error: { message } },
  });
  const values = (request: FakeRequest, items: unknown[]) => {
    const size = Number(request.query.get('pagelen') ?? '10');
    const page = Number(request.query.get('page') ?? '1');
    const next =
      page * size < items.length
        ? `${self.url}/2.0${request.path}?pagelen=${size}&page=${page + 1}`
        : undefined;
    return {
      status: 200,
      body: { values: items.slice((page - 1) * size, page * size), pagelen: size, page, next },
    };
  };
  const route = async (request: FakeRequest) => {
    const on = (verb: string, pattern: string) =>
      request.method === verb ? matchPath(pattern, request.path) : undefined;
    let p: Record<string, string> | undefined;
    if (on('GET', '/workspaces')) {
      return values(
        request,
        Object.keys(options.workspaces).map(slug => ({ slug, name: slug.toUpperCase() })),
      );
    }
    if ((p = on('GET', '/workspaces/:workspace/projects'))) {
      const projects = options.workspaces[p.workspace!];
      if (!projects) return error(404, `No workspace with identifier '${p.workspace}'.`);
      return values(
        request,
        projects.map(key => ({ key, name: `Project ${key}` })),
      );
    }
    if ((p = on('GET', '/workspaces/:workspace/search/code'))) {
      const workspace = p.workspace!;
      if (!options.workspaces[workspace]) {
        return error(404, `No workspace with identifier '${workspace}'.`);
      }
      const inWorkspace = [...repos.entries()]
        .filter(([key]) => key.startsWith(`${workspace}/`))
        .map(([, repo]) => ({ ...repo, workspace }));
      return routeBitbucketCodeSearch(request, inWorkspace, {
        apiBaseUrl: `${self.url}/2.0`,
        htmlBaseUrl: self.url,
        maxPageLength: options.searchPageLength ?? 100,
      });
    }
    if ((p = on('GET', '/repositories/:workspace'))) {
      const wanted = request.query.get('q')?.match(/^project\.key="([^"]*)"$/)?.[1];
      const list = [...repos.entries()]
        .filter(
          ([key, repo]) =>
            key.startsWith(`${p!.workspace}/`) && (!wanted || repo.project === wanted),
        )
        .map(([, repo]) => ({ slug: repo.slug, name: repo.slug }));
      return values(request, list);
    }
    if ((p = on('GET', '/repositories/:workspace/:repo/refs/branches'))) {
      const repo = repos.get(`${p.workspace}/${p.repo}`);
      if (!repo) return error(404, 'Repository not found');
      const branches = await listBranches(repo.bare);
      return values(
        request,
        branches.map(({ name }) => ({ name })),
      );
    }
    const file =
      request.method === 'GET'
        ? matchPathPrefix('/repositories/:workspace/:repo/src', request.path)
        : undefined;
    const refAndPath = file && pathBelow('', file.rest);
    if (file && refAndPath) {
      const repo = repos.get(`${file.params.workspace}/${file.params.repo}`);
      if (!repo) return error(404, 'Repository not found');
      return routeBitbucketCloudSrc(repo, refAndPath);
    }
    if ((p = on('POST', '/repositories/:workspace/:repo'))) {
      return createRepo(p.workspace!, p.repo!, (request.body ?? {}) as CloudCreateBody);
    }
    return undefined;
  };
  const createRepo = async (
    workspace: string,
    slug: string,
    body: CloudCreateBody,
  ): Promise<FakeResponse> => {
    const projects = options.workspaces[workspace];
    if (!projects) return error(404, `No workspace with identifier '${workspace}'.`);
    const project = body.project?.key ?? projects[0]!;
    if (!projects.includes(project)) return error(400, `Project ${project} not found.`);
    const key = `${workspace}/${slug}`;
    if (repos.has(key)) return error(400, 'Repository with this Slug and Owner already exists.');
    const bare = await self.createBareRepository(`${key}.git`);
    repos.set(key, {
      slug,
      project,
      description: body.description ?? '',
      isPrivate: body.is_private ?? true,
      mainbranch: 'main',
      bare,
    });
    return {
      status: 200,
      body: {
        slug,
        full_name: key,
        is_private: body.is_private ?? true,
        links: {
          html: { href: `${self.url}/${key}` },
          clone: [{ name: 'https', href: `${self.url}/${key}.git` }],
        },
      },
    };
  };
  const self: FakeHost = await startFakeHost({
    apiPath: '/2.0',
    apiAuthorized: header => header === auth,
    unauthorized: error(401, 'Access denied. You must have write or admin access.'),
    gitAuthorizations: [auth],
    route,
    notFound: error(404, 'Resource not found'),
    rateLimit: bitbucketCloudRateLimit,
  });
  return {
    ...self,
    apiBaseUrl: `${self.url}/2.0`,
    repos,
    addRepository: async key => {
      const [workspace = '', slug = ''] = key.split('/');
      return added(key, repos, await createRepo(workspace, slug, {}));
    },
  };
}

interface CloudCreateBody {
  description?: string;
  is_private?: boolean;
  project?: { key?: string };
}

function added(key: string, repos: Map<string, FakeBitbucketRepo>, answer: FakeResponse) {
  const repo = repos.get(key);
  if (!repo) throw new Error(`Could not add ${key}: ${JSON.stringify(answer.body)}`);
  return repo;
}

/**
 * Bitbucket Server's REST API (`/rest/api/1.0`): creating a repository in a project, reading
 * files; git at `/scm/{project}/{repo}.git`. Errors are `{ errors: [{ message }] }`; bearer
 * tokens.
 */
export async function startFakeBitbucketServer(options: {
  token: string;
  projects: string[];
}): Promise<FakeBitbucket> {
  const repos = new Map<string, FakeBitbucketRepo>();
  const error = (status: number, message: string) => ({
    status,
    body: { errors: [{ context: null, message, exceptionName: null }] },
  });
  const route = async (request: FakeRequest) => {
    const raw =
      request.method === 'GET'
        ? matchPathPrefix('/projects/:project/repos/:repo/raw', request.path)
        : undefined;
    const filePath = raw && pathBelow('', raw.rest);
    if (raw && filePath) {
      const repo = repos.get(`${raw.params.project}/${raw.params.repo}`);
      if (!repo) return error(404, `Repository ${raw.params.repo} does not exist.`);
      return routeBitbucketServerRaw(request, repo, filePath);
    }
    const p = matchPath('/projects/:project/repos', request.path);
    if (p && request.method === 'GET') {
      if (!options.projects.includes(p.project!)) {
        return error(404, `Project ${p.project} does not exist.`);
      }
      const inProject = [...repos.values()].filter(repo => repo.project === p.project);
      return serverPage(request, inProject.map(describe));
    }
    if (!p || request.method !== 'POST') return undefined;
    return createRepo(p.project!, (request.body ?? {}) as ServerCreateBody);
  };
  const describe = (repo: FakeBitbucketRepo) => ({
    slug: repo.slug,
    name: repo.slug,
    project: { key: repo.project },
    public: !repo.isPrivate,
    links: {
      clone: [{ name: 'http', href: `${self.url}/scm/${repo.project}/${repo.slug}.git` }],
      self: [{ href: `${self.url}/projects/${repo.project}/repos/${repo.slug}/browse` }],
    },
  });
  const createRepo = async (project: string, body: ServerCreateBody): Promise<FakeResponse> => {
    if (!options.projects.includes(project)) {
      return error(404, `Project ${project} does not exist.`);
    }
    const slug = String(body.name ?? '').toLowerCase();
    const key = `${project}/${slug}`;
    if (repos.has(key)) return error(409, 'This repository URL is already taken.');
    const bare = await self.createBareRepository(`scm/${key}.git`);
    repos.set(key, {
      slug,
      project,
      description: body.description ?? '',
      isPrivate: !body.public,
      mainbranch: 'main',
      bare,
    });
    return {
      status: 201,
      body: {
        slug,
        name: body.name,
        project: { key: project },
        links: {
          clone: [{ name: 'http', href: `${self.url}/scm/${key}.git` }],
          self: [{ href: `${self.url}/projects/${project}/repos/${slug}/browse` }],
        },
      },
    };
  };
  const self: FakeHost = await startFakeHost({
    apiPath: '/rest/api/1.0',
    apiAuthorized: header => header === `Bearer ${options.token}`,
    unauthorized: error(401, 'Authentication failed. Please check your credentials and try again.'),
    gitAuthorizations: [`Bearer ${options.token}`],
    route,
    notFound: error(404, 'Not found'),
    rateLimit: bitbucketServerRateLimit,
  });
  return {
    ...self,
    apiBaseUrl: `${self.url}/rest/api/1.0`,
    repos,
    addRepository: async key => {
      const [project = '', name = ''] = key.split('/');
      return added(`${project}/${name.toLowerCase()}`, repos, await createRepo(project, { name }));
    },
  };
}

/** Bitbucket Data Center's paged list: `start` and `limit` in, `nextPageStart` out. */
function serverPage(request: FakeRequest, items: unknown[]): FakeResponse {
  const start = Math.max(0, Number(request.query.get('start') ?? '0') || 0);
  const limit = Math.max(1, Number(request.query.get('limit') ?? '25') || 25);
  const values = items.slice(start, start + limit);
  const isLastPage = start + limit >= items.length;
  return {
    status: 200,
    body: {
      size: values.length,
      limit,
      start,
      isLastPage,
      values,
      ...(isLastPage ? {} : { nextPageStart: start + limit }),
    },
  };
}

interface ServerCreateBody {
  name?: string;
  description?: string;
  public?: boolean;
}
