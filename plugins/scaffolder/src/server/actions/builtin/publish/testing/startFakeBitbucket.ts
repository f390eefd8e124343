import { basicHeader, git } from '@atrium/server-core/testing';
import { matchPath, startFakeHost, type FakeHost, type FakeRequest } from './startFakeHost';

interface BitbucketRepo {
  slug: string;
  project: string;
  description: string;
  isPrivate: boolean;
  bare: string;
}

/** A fake Bitbucket (Cloud or Server) with the repositories it created. */
export interface FakeBitbucket extends FakeHost {
  readonly apiBaseUrl: string;
  readonly repos: Map<string, BitbucketRepo>;
}

/**
 * Bitbucket Cloud's 2.0 API (`/2.0`): workspaces, their projects and repositories, creating a
 * repository in a project; git at `/{workspace}/{repo}.git`. Errors are `{ type: 'error', error }`.
 */
export async function startFakeBitbucketCloud(options: {
  username: string;
  appPassword: string;
  workspaces: Record<string, string[]>;
}): Promise<FakeBitbucket> {
  const repos = new Map<string, BitbucketRepo>();
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
      const format = '--format=%(refname:short)';
      const refs = await git(['--git-dir', repo.bare, 'for-each-ref', format, 'refs/heads']);
      return values(
        request,
        refs
          .trim()
          .split('\n')
          .filter(Boolean)
          .map(name => ({ name })),
      );
    }
    if ((p = on('POST', '/repositories/:workspace/:repo'))) {
      const projects = options.workspaces[p.workspace!];
      if (!projects) return error(404, `No workspace with identifier '${p.workspace}'.`);
      const body = (request.body ?? {}) as {
        description?: string;
        is_private?: boolean;
        project?: { key?: string };
      };
      const project = body.project?.key ?? projects[0]!;
      if (!projects.includes(project)) return error(400, `Project ${project} not found.`);
      const key = `${p.workspace}/${p.repo}`;
      if (repos.has(key)) return error(400, 'Repository with this Slug and Owner already exists.');
      const bare = await self.createBareRepository(`${key}.git`);
      repos.set(key, {
        slug: p.repo!,
        project,
        description: body.description ?? '',
        isPrivate: body.is_private ?? true,
        bare,
      });
      return {
        status: 200,
        body: {
          slug: p.repo,
          full_name: key,
          is_private: body.is_private ?? true,
          links: {
            html: { href: `${self.url}/${key}` },
            clone: [{ name: 'https', href: `${self.url}/${key}.git` }],
          },
        },
      };
    }
    return undefined;
  };
  const self: FakeHost = await startFakeHost({
    apiPath: '/2.0',
    apiAuthorized: header => header === auth,
    unauthorized: error(401, 'Access denied. You must have write or admin access.'),
    gitAuthorizations: [auth],
    route,
    notFound: error(404, 'Resource not found'),
  });
  return { ...self, apiBaseUrl: `${self.url}/2.0`, repos };
}

/**
 * Bitbucket Server's REST API (`/rest/api/1.0`): creating a repository in a project; git at
 * `/scm/{project}/{repo}.git`. Errors are `{ errors: [{ message }] }`; bearer tokens.
 */
export async function startFakeBitbucketServer(options: {
  token: string;
  projects: string[];
}): Promise<FakeBitbucket> {
  const repos = new Map<string, BitbucketRepo>();
  const error = (status: number, message: string) => ({
    status,
    body: { errors: [{ context: null, message, exceptionName: null }] },
  });
  const route = async (request: FakeRequest) => {
    const p =
      request.method === 'POST' ? matchPath('/projects/:project/repos', request.path) : undefined;
    if (!p) return undefined;
    if (!options.projects.includes(p.project!)) {
      return error(404, `Project ${p.project} does not exist.`);
    }
    const body = (request.body ?? {}) as { name?: string; description?: string; public?: boolean };
    const slug = String(body.name ?? '').toLowerCase();
    const key = `${p.project}/${slug}`;
    if (repos.has(key)) return error(409, 'This repository URL is already taken.');
    const bare = await self.createBareRepository(`scm/${key}.git`);
    repos.set(key, {
      slug,
      project: p.project!,
      description: body.description ?? '',
      isPrivate: !body.public,
      bare,
    });
    return {
      status: 201,
      body: {
        slug,
        name: body.name,
        project: { key: p.project },
        links: {
          clone: [{ name: 'http', href: `${self.url}/scm/${key}.git` }],
          self: [{ href: `${self.url}/projects/${p.project}/repos/${slug}/browse` }],
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
  });
  return { ...self, apiBaseUrl: `${self.url}/rest/api/1.0`, repos };
}
