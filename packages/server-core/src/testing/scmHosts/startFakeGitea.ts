import { basicHeader } from '../startGitHttpServer';
import type { RateLimitPolicy } from './fakeRateLimit';
import { matchPathPrefix, pathBelow } from './matchPath';
import {
  giteaNotFound,
  routeGiteaArchive,
  routeGiteaContents,
  routeGiteaRaw,
  type GiteaFilesRepo,
} from './routeGiteaFiles';
import { startFakeHost, type FakeHost, type FakeRequest } from './startFakeHost';

/** A repository as the Gitea fake holds it. */
export interface FakeGiteaRepo extends GiteaFilesRepo {
  fullName: string;
  isPrivate: boolean;
}

/** A fake Gitea with the repositories it holds, by `owner/repo`. */
export interface FakeGitea extends FakeHost {
  /** `{url}/api/v1` */
  readonly apiBaseUrl: string;
  readonly repos: Map<string, FakeGiteaRepo>;
  /** Adds an empty repository, private unless told; push or put files. */
  addRepository(fullName: string, options?: { isPrivate?: boolean }): Promise<FakeGiteaRepo>;
}

export interface FakeGiteaOptions {
  username: string;
  /** The user's password. */
  password: string;
  /** An access token of the user. */
  token: string;
}

/**
 * Gitea has no API rate limit, so the fake never refuses for one; a test that switches one on
 * gets a 500 saying so rather than an answer Gitea never gives.
 */
const giteaRateLimit: RateLimitPolicy = {
  limit: Number.MAX_SAFE_INTEGER,
  notModifiedIsFree: true,
  headers: () => ({}),
  limited: () => ({ status: 500, body: { message: 'Gitea has no API rate limit to reach' } }),
};

/**
 * Gitea's API (`/api/v1`) reading files: the contents API, raw files and archives. Credentials are
 * the user's password or an access token as basic auth, or the token as `token …` or `Bearer …`;
 * anonymous callers see public repositories only, a private one being a 404 as on Gitea, and
 * wrong credentials are a 401. Git at `/{owner}/{repo}.git`. Errors are `{ message, url }`.
 */
export async function startFakeGitea(options: FakeGiteaOptions): Promise<FakeGitea> {
  const repos: FakeGitea['repos'] = new Map();
  const { username, password, token } = options;
  const accepted = [
    basicHeader(username, password),
    basicHeader(username, token),
    `token ${token}`,
    `Bearer ${token}`,
  ];
  const swaggerUrl = () => `${self.url}/api/swagger`;

  const route = async (request: FakeRequest) => {
    if (request.method !== 'GET') return undefined;
    const match = matchPathPrefix('/repos/:owner/:repo', request.path);
    if (!match) return undefined;
    const repo = repos.get(`${match.params.owner}/${match.params.repo}`);
    if (!repo || (repo.isPrivate && !request.authorization)) return giteaNotFound(swaggerUrl());
    for (const [kind, serve] of [
      ['/contents', routeGiteaContents],
      ['/raw', routeGiteaRaw],
    ] as const) {
      const filePath = pathBelow(kind, match.rest);
      if (filePath) return serve(request, repo, filePath, swaggerUrl());
    }
    const archive = pathBelow('/archive', match.rest);
    if (archive) return routeGiteaArchive(repo, archive, swaggerUrl());
    return undefined;
  };

  const self: FakeHost = await startFakeHost({
    apiPath: '/api/v1',
    // Anonymous calls pass; what they may see is the route's to decide.
    apiAuthorized: header => header === undefined || accepted.includes(header),
    unauthorized: { status: 401, body: { message: 'invalid username, password or token' } },
    gitAuthorizations: [basicHeader(username, password), basicHeader(username, token)],
    route,
    notFound: { status: 404, body: { errors: [], message: 'Not Found' } },
    rateLimit: giteaRateLimit,
  });
  return {
    ...self,
    apiBaseUrl: `${self.url}/api/v1`,
    repos,
    async addRepository(fullName, { isPrivate = true } = {}) {
      const [owner, name, ...rest] = fullName.split('/');
      if (!owner || !name || rest.length) throw new Error(`Not owner/repo: ${fullName}`);
      if (repos.has(fullName)) throw new Error(`Could not add ${fullName}: it exists`);
      const repo: FakeGiteaRepo = {
        fullName,
        isPrivate,
        apiUrl: `${self.url}/api/v1/repos/${fullName}`,
        webUrl: `${self.url}/${fullName}`,
        bare: await self.createBareRepository(`${fullName}.git`),
      };
      repos.set(fullName, repo);
      return repo;
    },
  };
}
