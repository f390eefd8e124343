import { randomUUID } from 'node:crypto';
import { basicHeader } from '../startGitHttpServer';
import { matchPath } from './matchPath';
import { azureRateLimit } from './rateLimitPolicies';
import { routeAzureCodeSearch } from './routeAzureCodeSearch';
import { routeAzureItems } from './routeAzureItems';
import { createAzurePullRequests, type FakeAzurePullRequest } from './routeAzurePullRequests';
import { startFakeHost, type FakeHost, type FakeRequest, type FakeResponse } from './startFakeHost';

/** A repository as the Azure DevOps fake holds it. */
export interface FakeAzureRepo {
  id: string;
  bare: string;
}

/** A fake Azure DevOps with the repositories it created, by `org/project/repo`. */
export interface FakeAzure extends FakeHost {
  readonly repos: Map<string, FakeAzureRepo>;
  /** Adds an empty repository (`org/project/repo`, in a known project); push or put files. */
  addRepository(key: string): Promise<FakeAzureRepo>;
  /** Changes the token the REST API accepts, as rotating or revoking a PAT does. */
  setToken(token: string): void;
  /** Pull requests opened through `POST …/pullrequests`, numbered from 1 across the fake. */
  readonly pullRequests: FakeAzurePullRequest[];
  /** Completes an active pull request, fast-forwarding its target branch to its source. */
  completePullRequest(pullRequestId: number): Promise<void>;
}

/**
 * Azure DevOps' Git repositories API (`/{org}/{project}/_apis/git/repositories`): creating
 * repositories and reading their items; Code Search over their files
 * (`/{org}[/{project}]/_apis/search/codesearchresults`); personal access tokens as basic auth (any user name, as
 * Azure DevOps ignores it); git at `/{org}/{project}/_git/{repo}`. Errors are
 * `{ message, typeKey }`.
 */
export async function startFakeAzure(options: {
  token: string;
  projects: string[];
  /** People's own tokens (from signing in with Microsoft), accepted as bearer tokens. */
  bearerTokens?: readonly string[];
}): Promise<FakeAzure> {
  const repos: FakeAzure['repos'] = new Map();
  const pulls = createAzurePullRequests();
  let token = options.token;
  const error = (status: number, message: string, typeKey: string): FakeResponse => ({
    status,
    body: { message, typeKey },
  });

  const createRepo = async (org: string, project: string, name: string) => {
    const key = `${org}/${project}/${name}`;
    if (repos.has(key)) {
      return error(
        409,
        `TF400948: A Git repository with the name ${name} already exists.`,
        'GitRepositoryNameAlreadyExistsException',
      );
    }
    const id = randomUUID();
    const bare = await self.createBareRepository(`${org}/${project}/_git/${name}`);
    repos.set(key, { id, bare });
    return { status: 201, body: describeRepo(org, project, name, { id, bare }) };
  };
  // The fields of Azure DevOps' GitRepository that callers read.
  const describeRepo = (org: string, project: string, name: string, repo: FakeAzureRepo) => {
    const web = `${self.url}/${org}/${project}/_git/${name}`;
    return {
      id: repo.id,
      name,
      url: `${self.url}/${org}/${project}/_apis/git/repositories/${repo.id}`,
      defaultBranch: 'refs/heads/main',
      remoteUrl: web,
      webUrl: web,
      project: { name: project },
    };
  };

  const codeSearch = (request: FakeRequest, organization: string, project?: string) => {
    const known = options.projects.some(p =>
      p.toLowerCase().startsWith(`${organization.toLowerCase()}/`),
    );
    if (!known) {
      return error(
        404,
        `The organization ${organization} does not exist, or you do not have permission to access it.`,
        'NotFoundException',
      );
    }
    return routeAzureCodeSearch(
      request,
      { organization, project },
      [...repos.entries()].map(([key, repo]) => {
        const [org = '', projectName = '', name = ''] = key.split('/');
        return { organization: org, project: projectName, name, id: repo.id, bare: repo.bare };
      }),
    );
  };

  const route = async (request: FakeRequest) => {
    const on = (verb: string, pattern: string) =>
      request.method === verb ? matchPath(pattern, request.path) : undefined;
    const create = on('POST', '/:org/:project/_apis/git/repositories');
    const list = on('GET', '/:org/:project/_apis/git/repositories');
    const items = on('GET', '/:org/:project/_apis/git/repositories/:repo/items');
    // Served on `almsearch.dev.azure.com` by the cloud service, on the server's own host otherwise.
    const search =
      on('POST', '/:org/_apis/search/codesearchresults') ??
      on('POST', '/:org/:project/_apis/search/codesearchresults');
    const repoCall =
      on('GET', '/:org/:project/_apis/git/repositories/:repo') ??
      on('GET', '/:org/:project/_apis/git/repositories/:repo/refs') ??
      on('POST', '/:org/:project/_apis/git/repositories/:repo/pushes') ??
      on('POST', '/:org/:project/_apis/git/repositories/:repo/pullrequests');
    const p = create ?? list ?? items ?? search ?? repoCall;
    if (!p) return undefined;
    if (!request.query.get('api-version')) {
      return error(
        400,
        `No api-version was supplied for the ${request.method} request.`,
        'VssVersionNotSpecifiedException',
      );
    }
    if (search && !p.project) return codeSearch(request, p.org!);
    if (!options.projects.includes(`${p.org}/${p.project}`)) {
      return error(
        404,
        `TF200016: The following project does not exist: ${p.project}. Verify that the name of the project is correct and that the project exists on the specified Azure DevOps Server.`,
        'ProjectDoesNotExistWithNameException',
      );
    }
    if (search) return codeSearch(request, p.org!, p.project);
    if (create) {
      const name = String((request.body as { name?: string } | undefined)?.name ?? '');
      return createRepo(p.org!, p.project!, name);
    }
    const prefix = `${p.org}/${p.project}/`;
    if (list) {
      const value = [...repos.entries()]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, repo]) => describeRepo(p.org!, p.project!, key.slice(prefix.length), repo));
      return { status: 200, body: { value, count: value.length } };
    }
    // The repository segment is its name or its id.
    const found = [...repos.entries()].find(
      ([key, repo]) =>
        key === `${prefix}${p.repo}` || (key.startsWith(prefix) && repo.id === p.repo),
    );
    if (!found) {
      return error(
        404,
        `TF401019: The Git repository with name or identifier ${p.repo} does not exist or you do not have permissions for the operation you are attempting.`,
        'GitRepositoryNotFoundException',
      );
    }
    const [key, repo] = found;
    const name = key.slice(prefix.length);
    const url = `${self.url}/${p.org}/${p.project}/_apis/git/repositories/${repo.id}`;
    if (items) return routeAzureItems(request, { name, bare: repo.bare, url });
    const rest = request.path.split('/').slice(7).join('/');
    return pulls.route(request, rest ? `/${rest}` : '', {
      key,
      bare: repo.bare,
      description: describeRepo(p.org!, p.project!, name, repo),
    });
  };

  const self: FakeHost = await startFakeHost({
    apiPath: '',
    apiAuthorized: header =>
      passwordOf(header) === token ||
      (options.bearerTokens ?? []).some(bearer => header === `Bearer ${bearer}`),
    // Azure DevOps answers a refused token with 401 and no JSON body.
    unauthorized: { status: 401 },
    gitAuthorizations: [basicHeader('pat', options.token)],
    route,
    notFound: { status: 404, body: { message: 'Not found', typeKey: 'NotFoundException' } },
    rateLimit: azureRateLimit,
  });
  return {
    ...self,
    repos,
    setToken(next) {
      token = next;
    },
    pullRequests: pulls.pullRequests,
    completePullRequest: id => pulls.complete(id),
    async addRepository(key) {
      const [org = '', project = '', name = ''] = key.split('/');
      if (!options.projects.includes(`${org}/${project}`)) {
        throw new Error(`Could not add ${key}: the fake has no project ${org}/${project}`);
      }
      const answer = await createRepo(org, project, name);
      const repo = repos.get(key);
      if (!repo) throw new Error(`Could not add ${key}: ${JSON.stringify(answer.body)}`);
      return repo;
    },
  };
}

/** The password of a basic Authorization header. */
function passwordOf(header: string | undefined): string | undefined {
  const encoded = header?.match(/^Basic (.+)$/)?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString();
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}
