import { basicHeader } from '../startGitHttpServer';
import { createRepositoriesInBulk } from './createRepositoriesInBulk';
import { matchPath, pathBelow } from './matchPath';
import { githubRateLimit } from './rateLimitPolicies';
import { hasBranch, listBranches } from './repositoryBranches';
import { createFakeGithubApp, type FakeGithubAppOptions } from './fakeGithubApp';
import { githubPage } from './githubPage';
import { routeGithubContents } from './routeGithubContents';
import { createGithubPullRequests, type FakeGithubPullRequest } from './routeGithubPullRequests';
import { routeGithubOrg, type FakeGithubOrg, type FakeGithubProfiles } from './routeGithubOrg';
import { routeGithubTrees } from './routeGithubTrees';
import { startFakeHost, type FakeHost, type FakeRequest, type FakeResponse } from './startFakeHost';

/** A repository as the GitHub fake holds it: GitHub's fields and what was set on it. */
export interface FakeGithubRepo {
  id: number;
  name: string;
  full_name: string;
  owner: { login: string; type: string };
  private: boolean;
  visibility: string;
  description: string | null;
  homepage: string | null;
  html_url: string;
  clone_url: string;
  default_branch: string;
  delete_branch_on_merge: boolean;
  allow_merge_commit: boolean;
  allow_squash_merge: boolean;
  allow_rebase_merge: boolean;
  allow_update_branch: boolean;
  squash_merge_commit_title: string;
  squash_merge_commit_message: string;
  custom_properties: Record<string, unknown>;
  topics: string[];
  archived: boolean;
  fork: boolean;
  collaborators: Record<string, string>;
  teams: Record<string, string>;
  protection?: Record<string, unknown>;
  /** Set by `POST …/protection/required_signatures`. */
  requiredSignatures?: boolean;
  /** The signed-in user's watch, from `PUT /repos/{o}/{r}/subscription`. */
  subscription?: { subscribed: boolean; ignored: boolean };
  /** Whether creation asked for an initial commit (`auto_init`). */
  autoInit: boolean;
  bare: string;
}

/**
 * Answers `/repos/{o}/{r}{rest}` calls the fake does not know (undefined when it does not
 * either), e.g. a plugin's own GitHub endpoints in its tests.
 */
export type FakeGithubRepoRoute = (
  request: FakeRequest,
  rest: string,
  repo: FakeGithubRepo,
) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

export interface StartFakeGithubOptions {
  token: string;
  login: string;
  /** A GitHub App whose JWT and installation tokens the API accepts besides the token. */
  app?: FakeGithubAppOptions;
  extraRoutes?: FakeGithubRepoRoute;
  /** People's own tokens (from signing in with GitHub), accepted besides the token. */
  userTokens?: readonly string[];
}

// The settings `PATCH /repos/{o}/{r}` changes here.
const PATCHABLE = [
  'allow_update_branch',
  'squash_merge_commit_title',
  'squash_merge_commit_message',
];

/** A fake GitHub (Enterprise layout: API under `/api/v3`, git at `/{owner}/{repo}.git`). */
export interface FakeGithub extends FakeHost {
  readonly apiBaseUrl: string;
  readonly repos: Map<string, FakeGithubRepo>;
  /** Accounts by login: the signed-in user, other users and organisations. */
  readonly accounts: Map<string, { type: 'User' | 'Organization'; teams?: string[] }>;
  /** Organisations' teams and members, by organisation login. */
  readonly orgs: Map<string, FakeGithubOrg>;
  /** Users' names and emails, by login (`GET /users/{login}` answers these). */
  readonly profiles: FakeGithubProfiles;
  /** Adds an empty repository (`owner/name`) as a create call would; push or put files. */
  addRepository(fullName: string, settings?: Record<string, unknown>): Promise<FakeGithubRepo>;
  /**
   * Adds many repositories at once, each with one commit of its files on `main` (none: empty),
   * in seconds for thousands of them (see createRepositoriesInBulk).
   */
  addRepositories(
    repositories: ReadonlyArray<{ fullName: string; files: Record<string, string> }>,
  ): Promise<FakeGithubRepo[]>;
  /** Pull requests opened through `POST /repos/{o}/{r}/pulls`, numbered from 1 across the fake. */
  readonly pullRequests: FakeGithubPullRequest[];
  /** Merges an open pull request, fast-forwarding its base branch to its head. */
  mergePullRequest(number: number): Promise<void>;
}

const GITHUB_NOT_FOUND = {
  status: 404,
  body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
};

/**
 * GitHub's REST calls for publishing, lookups and reading files, with GitHub's status codes and
 * shapes; the repositories it creates are real bare repositories served over git HTTP.
 */
export async function startFakeGithub(options: StartFakeGithubOptions): Promise<FakeGithub> {
  const repos = new Map<string, FakeGithubRepo>();
  const accounts: FakeGithub['accounts'] = new Map([[options.login, { type: 'User' }]]);
  const orgs: FakeGithub['orgs'] = new Map();
  const app = options.app && createFakeGithubApp(options.app);
  const profiles: FakeGithub['profiles'] = new Map();
  const pulls = createGithubPullRequests();
  let nextId = 1000;

  const createRepo = async (
    owner: string,
    body: Record<string, unknown>,
    makeBare = (relativePath: string) => self.createBareRepository(relativePath),
  ): Promise<FakeResponse> => {
    const name = String(body.name ?? '');
    if (!name) return validationFailed('name', 'missing_field');
    const fullName = `${owner}/${name}`;
    if (repos.has(fullName.toLowerCase())) {
      return validationFailed('name', 'custom', 'name already exists on this account');
    }
    const bare = await makeBare(`${owner}/${name}.git`);
    const visibility = String(body.visibility ?? (body.private ? 'private' : 'public'));
    const repo: FakeGithubRepo = {
      id: nextId++,
      name,
      full_name: fullName,
      owner: { login: owner, type: accounts.get(owner)?.type ?? 'User' },
      private: visibility !== 'public',
      visibility,
      description: (body.description as string | undefined) ?? null,
      homepage: (body.homepage as string | undefined) ?? null,
      html_url: `${self.url}/${fullName}`,
      clone_url: `${self.url}/${fullName}.git`,
      default_branch: 'main',
      delete_branch_on_merge: Boolean(body.delete_branch_on_merge),
      allow_merge_commit: body.allow_merge_commit !== false,
      allow_squash_merge: body.allow_squash_merge !== false,
      allow_rebase_merge: body.allow_rebase_merge !== false,
      allow_update_branch: false,
      squash_merge_commit_title: String(body.squash_merge_commit_title ?? 'COMMIT_OR_PR_TITLE'),
      squash_merge_commit_message: String(body.squash_merge_commit_message ?? 'COMMIT_MESSAGES'),
      custom_properties: (body.custom_properties as Record<string, unknown> | undefined) ?? {},
      topics: [],
      archived: false,
      fork: false,
      collaborators: {},
      teams: {},
      autoInit: body.auto_init === true,
      bare,
    };
    repos.set(fullName.toLowerCase(), repo);
    return { status: 201, body: publicRepo(repo) };
  };

  const route = async (request: FakeRequest): Promise<FakeResponse | undefined> => {
    const { method, path } = request;
    const on = (verb: string, pattern: string) =>
      method === verb ? matchPath(pattern, path) : undefined;
    let p: Record<string, string> | undefined;
    if (on('GET', '/user')) return { status: 200, body: { login: options.login, type: 'User' } };
    const appCall = app?.route(request);
    if (appCall) return appCall;
    const org = routeGithubOrg(request, orgs, profiles, fake.apiBaseUrl);
    if (org) return org;
    if ((p = on('GET', '/users/:name'))) {
      const account = accounts.get(p.name!);
      return account && { status: 200, body: { login: p.name, type: account.type } };
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (on('POST', '/user/repos')) return createRepo(options.login, body);
    if ((p = on('POST', '/orgs/:org/repos'))) {
      if (accounts.get(p.org!)?.type !== 'Organization') return undefined;
      return createRepo(p.org!, body);
    }
    if (on('GET', '/user/repos')) {
      return githubPage(request, [...repos.values()].map(publicRepo), fake.apiBaseUrl);
    }
    if ((p = on('GET', '/orgs/:owner/repos') ?? on('GET', '/users/:owner/repos'))) {
      const owner = p.owner!.toLowerCase();
      const type = request.path.startsWith('/orgs/') ? 'Organization' : 'User';
      if (accounts.get(p.owner!)?.type !== type && owner !== options.login.toLowerCase()) {
        return undefined;
      }
      const owned = [...repos.values()].filter(repo => repo.owner.login.toLowerCase() === owner);
      return githubPage(request, owned.map(publicRepo), fake.apiBaseUrl);
    }
    const repoPath = path.match(/^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/);
    if (repoPath)
      return routeRepo(request, repos.get(`${repoPath[1]}/${repoPath[2]}`.toLowerCase()));
    if ((p = on('PUT', '/orgs/:org/teams/:team/repos/:owner/:repo'))) {
      const repo = repos.get(`${p.owner}/${p.repo}`.toLowerCase());
      if (!repo || !accounts.get(p.org!)?.teams?.includes(p.team!)) return undefined;
      repo.teams[p.team!] = String((request.body as { permission?: string })?.permission);
      return { status: 204 };
    }
    return undefined;
  };

  const routeRepo = async (
    request: FakeRequest,
    repo: FakeGithubRepo | undefined,
  ): Promise<FakeResponse | undefined> => {
    if (!repo) return undefined;
    const rest = request.path.slice(`/repos/${repo.full_name}`.length);
    const body = (request.body ?? {}) as Record<string, unknown>;
    let p: Record<string, string> | undefined;
    const extra = await options.extraRoutes?.(request, rest, repo);
    if (extra) return extra;
    const proposal = await pulls.route(request, rest, repo);
    if (proposal) return proposal;
    const tree = request.method === 'GET' ? pathBelow('/git/trees', rest) : undefined;
    if (tree) return routeGithubTrees(request, repo.bare, tree);
    const file = request.method === 'GET' ? pathBelow('/contents', rest) : undefined;
    if (file !== undefined) return routeGithubContents(request, repo, file, fake);
    if (request.method === 'PUT' && rest === '/topics') {
      const names = body.names;
      if (!Array.isArray(names) || names.some(n => !/^[a-z0-9][a-z0-9-]{0,49}$/.test(String(n)))) {
        return validationFailed('names', 'invalid');
      }
      repo.topics = names.map(String);
      return { status: 200, body: { names: repo.topics } };
    }
    if (request.method === 'PUT' && (p = matchPath('/collaborators/:user', rest))) {
      if (!accounts.has(p.user!)) return undefined;
      repo.collaborators[p.user!] = String(body.permission ?? 'push');
      return { status: 201, body: { id: 1, permissions: body.permission } };
    }
    if (request.method === 'PUT' && (p = matchPath('/branches/:branch/protection', rest))) {
      if (!(await hasBranch(repo.bare, p.branch!))) {
        return { status: 404, body: { message: 'Branch not found' } };
      }
      repo.protection = body;
      return { status: 200, body: { url: `${self.url}${request.path}` } };
    }
    const signatures = matchPath('/branches/:branch/protection/required_signatures', rest);
    if (request.method === 'POST' && signatures) {
      if (!repo.protection) return { status: 404, body: { message: 'Branch not protected' } };
      repo.requiredSignatures = true;
      return { status: 200, body: { enabled: true } };
    }
    if (request.method === 'PUT' && rest === '/subscription') {
      repo.subscription = { subscribed: body.subscribed === true, ignored: body.ignored === true };
      return { status: 200, body: repo.subscription };
    }
    if (request.method === 'PATCH' && rest === '') {
      const settings = repo as unknown as Record<string, unknown>;
      for (const key of PATCHABLE) if (key in body) settings[key] = body[key];
      return { status: 200, body: publicRepo(repo) };
    }
    if (request.method === 'GET' && rest === '/branches') {
      const branches = await listBranches(repo.bare);
      return {
        status: 200,
        body: branches.map(({ name, sha }) => ({ name, commit: { sha }, protected: false })),
      };
    }
    if (request.method === 'GET' && rest === '') return { status: 200, body: publicRepo(repo) };
    return undefined;
  };

  const self: FakeHost = await startFakeHost({
    apiPath: '/api/v3',
    apiAuthorized: header =>
      header === `Bearer ${options.token}` ||
      header === `token ${options.token}` ||
      (options.userTokens ?? []).some(t => header === `Bearer ${t}` || header === `token ${t}`) ||
      (app?.authorizes(header) ?? false),
    unauthorized: {
      status: 401,
      body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
    },
    gitAuthorizations: [basicHeader('x-access-token', options.token)],
    route,
    notFound: GITHUB_NOT_FOUND,
    rateLimit: githubRateLimit,
  });
  const fake: FakeGithub = {
    ...self,
    apiBaseUrl: `${self.url}/api/v3`,
    repos,
    accounts,
    orgs,
    profiles,
    pullRequests: pulls.pullRequests,
    mergePullRequest: number => pulls.merge(number),
    addRepository: (fullName, settings = {}) => addRepository(fullName, settings),
    async addRepositories(list) {
      const bare = (fullName: string) => self.repositoryPath(`${fullName}.git`);
      await createRepositoriesInBulk(
        self.repositoryPath(`.bulk-${nextId}.git`),
        list.map(({ fullName, files }) => ({ bare: bare(fullName), files })),
      );
      const added: FakeGithubRepo[] = [];
      for (const { fullName } of list) {
        added.push(await addRepository(fullName, {}, async () => bare(fullName)));
      }
      return added;
    },
  };
  async function addRepository(
    fullName: string,
    settings: Record<string, unknown>,
    makeBare?: (relativePath: string) => Promise<string>,
  ): Promise<FakeGithubRepo> {
    const [owner = '', name = ''] = fullName.split('/');
    // Another owner than the signed-in user is taken for an organisation unless declared.
    if (!accounts.has(owner)) accounts.set(owner, { type: 'Organization' });
    const answer = await createRepo(owner, { ...settings, name }, makeBare);
    const repo = repos.get(fullName.toLowerCase());
    if (!repo) throw new Error(`Could not add ${fullName}: ${JSON.stringify(answer.body)}`);
    return repo;
  }
  return fake;
}

function publicRepo(repo: FakeGithubRepo) {
  const {
    bare: _bare,
    collaborators: _c,
    teams: _t,
    protection: _p,
    requiredSignatures: _r,
    subscription: _s,
    autoInit: _a,
    ...rest
  } = repo;
  return rest;
}

function validationFailed(field: string, code: string, message?: string): FakeResponse {
  return {
    status: 422,
    body: {
      message: 'Repository creation failed.',
      errors: [{ resource: 'Repository', code, field, ...(message ? { message } : {}) }],
      documentation_url:
        'https://docs.github.com/rest/repos/repos#create-an-organization-repository',
    },
  };
}
