import { basicHeader } from '../startGitHttpServer';
import type { RateLimitPolicy } from './fakeRateLimit';
import { routeGerritProjects } from './routeGerritProjects';
import { startFakeHost, type FakeHost, type FakeRequest, type FakeResponse } from './startFakeHost';

/** A project as the Gerrit fake holds it. */
export interface FakeGerritProject {
  name: string;
  /** Readable by signed-in users only: anonymous callers get a 404. */
  isPrivate: boolean;
  bare: string;
}

/** A fake Gerrit with the projects it holds, by name (slashes included). */
export interface FakeGerrit extends FakeHost {
  /** Where its gitiles plugin browses, `{url}/plugins/gitiles`. */
  readonly gitilesBaseUrl: string;
  readonly projects: Map<string, FakeGerritProject>;
  /** Adds an empty project, private unless told; push or put files. */
  addProject(name: string, options?: { isPrivate?: boolean }): Promise<FakeGerritProject>;
}

const UNAUTHORIZED: FakeResponse = {
  status: 401,
  body: 'Unauthorized',
  headers: { 'www-authenticate': 'Basic realm="Gerrit Code Review"' },
};

/**
 * Gerrit itself limits nothing; with its quota plugin a REST call over the quota is refused with
 * 429 and a plain-text reason, without `Retry-After` or any rate header.
 */
const gerritRateLimit: RateLimitPolicy = {
  limit: Number.MAX_SAFE_INTEGER,
  notModifiedIsFree: false,
  headers: () => ({}),
  limited: (_, refusal) => ({ status: refusal.status ?? 429, body: 'Quota limit reached\n' }),
};

/**
 * Gerrit's REST API: anonymous at the root, and with the account's HTTP password as basic auth
 * under `/a/`, where a call without credentials is a 401. Answers branches and file content of
 * projects; JSON comes behind `)]}'`, errors as plain text. Git at `/a/{project}.git`.
 */
export async function startFakeGerrit(options: {
  username: string;
  /** The account's HTTP password. */
  password: string;
}): Promise<FakeGerrit> {
  const projects: FakeGerrit['projects'] = new Map();
  const authorization = basicHeader(options.username, options.password);

  const route = async (request: FakeRequest) => {
    const signedIn = request.path.startsWith('/a/');
    if (signedIn && request.authorization !== authorization) return UNAUTHORIZED;
    const path = signedIn ? request.path.slice(2) : request.path;
    return routeGerritProjects(request, path, name => {
      const project = projects.get(name);
      return project && (signedIn || !project.isPrivate) ? project : undefined;
    });
  };

  const self: FakeHost = await startFakeHost({
    // The API hangs at the root, `/a/` being the signed-in half of it.
    apiPath: '',
    // Gerrit reads credentials under `/a/` only; elsewhere it serves anonymous callers.
    apiAuthorized: () => true,
    unauthorized: UNAUTHORIZED,
    gitAuthorizations: [authorization],
    route,
    notFound: { status: 404, body: 'Not Found\n' },
    rateLimit: gerritRateLimit,
  });
  return {
    ...self,
    gitilesBaseUrl: `${self.url}/plugins/gitiles`,
    projects,
    async addProject(name, { isPrivate = true } = {}) {
      if (projects.has(name)) throw new Error(`Could not add ${name}: it exists`);
      const bare = await self.createBareRepository(`a/${name}.git`);
      const project = { name, isPrivate, bare };
      projects.set(name, project);
      return project;
    },
  };
}
