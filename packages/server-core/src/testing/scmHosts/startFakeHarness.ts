import { basicHeader } from '../startGitHttpServer';
import type { RateLimitPolicy } from './fakeRateLimit';
import { pathBelow } from './matchPath';
import { harnessError, routeHarnessContent, routeHarnessRaw } from './routeHarnessFiles';
import { startFakeHost, type FakeHost, type FakeRequest } from './startFakeHost';

/** A repository as the Harness fake holds it. */
export interface FakeHarnessRepo {
  /** `{account}/{org}/{project}/{repo}`, shorter for organisation- or account-level ones. */
  ref: string;
  bare: string;
}

/** A fake Harness Code with the repositories of its one account, by repo ref. */
export interface FakeHarness extends FakeHost {
  readonly accountId: string;
  readonly repos: Map<string, FakeHarnessRepo>;
  /** Adds an empty repository at `org/project/repo`, `org/repo` or `repo` of the account. */
  addRepository(scope: string): Promise<FakeHarnessRepo>;
}

/**
 * Harness refuses bursts with 429 from its edge, without `Retry-After` (its documentation says
 * the edge does not send one) and without rate headers.
 */
const harnessRateLimit: RateLimitPolicy = {
  limit: 1000,
  notModifiedIsFree: false,
  headers: () => ({}),
  limited: (_, refusal) => ({ status: refusal.status ?? 429, body: 'Too Many Requests\n' }),
};

const API_PATH = '/gateway/code/api/v1';

/**
 * Harness Code's API (`/gateway/code/api/v1`) reading files: `repos/{repo_ref}/+/raw/{path}` and
 * `+/content/{path}`, where the repo ref is the account, organisation, project and repository as
 * path segments (or one `%2F`-encoded segment) and `routingId` names the account. Every call needs
 * the API key as `x-api-key` (or a bearer token); errors are `{ message }`. Git at
 * `/git/{repo_ref}.git`.
 */
export async function startFakeHarness(options: {
  accountId: string;
  apiKey: string;
  token?: string;
}): Promise<FakeHarness> {
  const repos: FakeHarness['repos'] = new Map();
  const { accountId, apiKey, token } = options;

  const route = async (request: FakeRequest) => {
    if (request.method !== 'GET') return undefined;
    const below = pathBelow('/repos', request.path.replace(/\/\+\/.*$/, ''));
    const rest = request.path.match(/\/\+(\/.*)$/)?.[1];
    if (below === undefined || rest === undefined) return undefined;
    // The gateway routes a call to its account's cluster by this parameter.
    if (request.query.get('routingId') !== accountId) {
      return harnessError(400, 'routingId must name the account of the repository');
    }
    const repo = repos.get(below);
    if (!repo) return harnessError(404, 'Repository not found');
    for (const [kind, serve] of [
      ['/raw', routeHarnessRaw],
      ['/content', routeHarnessContent],
    ] as const) {
      const filePath = pathBelow(kind, rest);
      if (filePath) return serve(request, repo, filePath);
    }
    return undefined;
  };

  const self: FakeHost = await startFakeHost({
    apiPath: API_PATH,
    apiAuthorized: (authorization, headers) =>
      headers['x-api-key'] === apiKey ||
      (token !== undefined && authorization === `Bearer ${token}`),
    unauthorized: harnessError(401, 'Unauthorized'),
    gitAuthorizations: [basicHeader('harness', apiKey)],
    route,
    notFound: harnessError(404, 'Not Found'),
    rateLimit: harnessRateLimit,
  });
  return {
    ...self,
    accountId,
    repos,
    async addRepository(scope) {
      const parts = scope.split('/');
      if (parts.length < 1 || parts.length > 3 || parts.some(part => !part)) {
        throw new Error(`Not org/project/repo, org/repo or repo: ${scope}`);
      }
      const ref = `${accountId}/${scope}`;
      if (repos.has(ref)) throw new Error(`Could not add ${scope}: it exists`);
      const repo = { ref, bare: await self.createBareRepository(`git/${ref}.git`) };
      repos.set(ref, repo);
      return repo;
    },
  };
}
