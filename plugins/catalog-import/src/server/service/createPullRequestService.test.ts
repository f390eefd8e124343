import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, readScmIntegrations } from '@atrium/server-core';
import {
  findFreePort,
  putRepositoryFile,
  readRepositoryFile,
  startFakeAzure,
  startFakeGithub,
  type FakeAzure,
  type FakeGithub,
} from '@atrium/server-core/testing';
import type { PullRequestInput } from '../../shared';
import { createPullRequestService, type PullRequestService } from './createPullRequestService';
import type { PullRequestSettings } from './PullRequestSettings';

const TOKEN = 'ghp_integration_secret_token';
const USER_TOKEN = 'gho_the_persons_own_token';
const PAT = 'azure-integration-personal-access-token';
const AZURE_USER_TOKEN = 'eyJ0eXAi.the-persons-entra.token';
const FILE = 'apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: payments\n';
const SETTINGS: PullRequestSettings = {
  entityFilename: 'catalog-info.yaml',
  branchName: 'backstage-integration',
  timeoutMs: 5_000,
};

const input = (repositoryUrl: string): PullRequestInput => ({
  repositoryUrl,
  fileContent: FILE,
  title: 'Add catalog-info.yaml',
  body: 'Registers this repository in the catalog.',
});

/** What a failed open threw, for its name and message. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('pull requests on GitHub', () => {
  let github: FakeGithub;
  /** The status `acme/mapped` answers for the repository, set per case. */
  let mappedStatus = 200;
  let service: PullRequestService;
  const githubService = (settings: Partial<PullRequestSettings> = {}, token = TOKEN) =>
    createPullRequestService(
      readScmIntegrations(
        createConfig({
          integrations: {
            github: [
              {
                host: github.host,
                baseUrl: github.url,
                apiBaseUrl: github.apiBaseUrl,
                ...(token ? { token } : {}),
              },
            ],
          },
        }),
      ),
      { ...SETTINGS, ...settings },
    );
  const repoUrl = (name: string) => `${github.url}/acme/${name}`;

  beforeAll(async () => {
    github = await startFakeGithub({
      token: TOKEN,
      login: 'atrium-bot',
      userTokens: [USER_TOKEN],
      extraRoutes: (request, rest, repo) => {
        if (repo.name === 'flaky' && rest === '/pulls') {
          return { status: 500, body: { message: 'Server Error' } };
        }
        if (repo.name === 'mapped' && rest === '') {
          return { status: mappedStatus, body: { message: `Answer ${mappedStatus}` } };
        }
        if (repo.name === 'echo' && rest === '') {
          return { status: 400, body: { message: `Bad header ${request.authorization}` } };
        }
        if (repo.name === 'slow') return new Promise(() => undefined);
        return undefined;
      },
    });
    for (const name of ['payments', 'billing', 'taken', 'flaky', 'mapped', 'echo', 'slow']) {
      const repo = await github.addRepository(`acme/${name}`, { visibility: 'private' });
      await putRepositoryFile(repo.bare, { branch: 'main', path: 'README.md', content: '# hi\n' });
    }
    await putRepositoryFile(github.repos.get('acme/taken')!.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: 'kind: Component\n',
    });
    await github.addRepository('acme/empty');
    service = githubService();
  });
  afterAll(() => github?.stop());

  it("opens the pull request with the integration's token and merges into a readable file", async () => {
    const result = await service.open(input(repoUrl('payments')));
    const pull = github.pullRequests.find(p => p.repository === 'acme/payments')!;
    expect(result).toEqual({
      link: `${github.url}/acme/payments/pull/${pull.number}`,
      location: `${github.url}/acme/payments/blob/main/catalog-info.yaml`,
    });
    expect(pull).toMatchObject({
      title: 'Add catalog-info.yaml',
      body: 'Registers this repository in the catalog.',
      head: 'backstage-integration',
      base: 'main',
      files: { 'catalog-info.yaml': FILE },
      state: 'open',
      authorization: `token ${TOKEN}`,
    });
    const bare = github.repos.get('acme/payments')!.bare;
    expect((await readRepositoryFile(bare, 'main', 'catalog-info.yaml')).found).toBe('no-file');
    await github.mergePullRequest(pull.number);
    const merged = await readRepositoryFile(bare, 'main', 'catalog-info.yaml');
    expect(merged.found === 'file' && merged.content.toString()).toBe(FILE);
  });

  it('opens it as the person with their own token, at the configured file and branch', async () => {
    const custom = githubService({
      entityFilename: 'docs/catalog-info.yaml',
      branchName: 'add/catalog',
    });
    const result = await custom.open(input(`${repoUrl('billing')}.git`), {
      userToken: USER_TOKEN,
    });
    expect(result.location).toBe(`${github.url}/acme/billing/blob/main/docs/catalog-info.yaml`);
    const pull = github.pullRequests.find(p => p.repository === 'acme/billing')!;
    expect(pull).toMatchObject({
      head: 'add/catalog',
      files: { 'docs/catalog-info.yaml': FILE },
      authorization: `Bearer ${USER_TOKEN}`,
    });
    // Every call of the person's pull request was theirs.
    const calls = github.requests.filter(r => r.path.startsWith('/api/v3/repos/acme/billing'));
    expect(calls.length).toBe(5);
    expect(calls.every(r => r.authorization === `Bearer ${USER_TOKEN}`)).toBe(true);
  });

  it("says 'Couldn't fetch repo data' with GitHub's 404 for a missing repository", async () => {
    const error = await failure(service.open(input(repoUrl('missing'))));
    expect(error).toMatchObject({
      name: 'NotFoundError',
      message: "Couldn't fetch repo data: GitHub answered 404 Not Found",
    });
  });

  it("says 'Couldn't fetch default branch data' for a repository without commits", async () => {
    const error = await failure(service.open(input(repoUrl('empty'))));
    expect(error).toMatchObject({
      name: 'NotFoundError',
      message: "Couldn't fetch default branch data: GitHub answered 404 Not Found",
    });
  });

  it("says 'Couldn't create a new branch' when the branch exists already", async () => {
    const error = await failure(service.open(input(repoUrl('payments'))));
    expect(error).toMatchObject({
      name: 'ConflictError',
      message: "Couldn't create a new branch: GitHub answered 422 Reference already exists",
    });
  });

  it("says 'Couldn't create a commit' when the file exists on the default branch", async () => {
    const error = await failure(service.open(input(repoUrl('taken'))));
    expect(error.name).toBe('ConflictError');
    expect(error.message).toBe(
      `Couldn't create a commit: GitHub answered 422 Invalid request. "sha" wasn't supplied.`,
    );
  });

  it("says 'Couldn't create a pull request' with the host's status, a 5xx as unavailable", async () => {
    const error = await failure(service.open(input(repoUrl('flaky'))));
    expect(error).toMatchObject({
      name: 'ServiceUnavailableError',
      message: "Couldn't create a pull request: GitHub answered 500 Server Error",
    });
  });

  it("keeps the meaning of the host's refusals: 401/403 → 403, 404, 409/422 → 409, else 503", async () => {
    const expected: Record<number, string> = {
      401: 'NotAllowedError',
      403: 'NotAllowedError',
      404: 'NotFoundError',
      409: 'ConflictError',
      422: 'ConflictError',
      429: 'ServiceUnavailableError',
      502: 'ServiceUnavailableError',
    };
    for (const [status, name] of Object.entries(expected)) {
      mappedStatus = Number(status);
      const error = await failure(service.open(input(repoUrl('mapped'))));
      expect(error.name, status).toBe(name);
      expect(error.message).toBe(
        `Couldn't fetch repo data: GitHub answered ${status} Answer ${status}`,
      );
    }
  });

  it('never shows a token, neither a refused one nor one the host echoes', async () => {
    const refused = await failure(
      service.open(input(repoUrl('payments')), { userToken: 'gho_wrong_secret_value' }),
    );
    expect(refused).toMatchObject({
      name: 'NotAllowedError',
      message: "Couldn't fetch repo data: GitHub answered 401 Bad credentials",
    });
    const echoed = await failure(service.open(input(repoUrl('echo'))));
    expect(echoed.message).toBe(
      "Couldn't fetch repo data: GitHub answered 400 Bad header token ***",
    );
    const echoedUser = await failure(
      service.open(input(repoUrl('echo')), { userToken: USER_TOKEN }),
    );
    expect(echoedUser.message).not.toContain(USER_TOKEN);
  });

  it('gives up on a host that does not answer, and on one that cannot be reached', async () => {
    const slow = await failure(githubService({ timeoutMs: 300 }).open(input(repoUrl('slow'))));
    expect(slow).toMatchObject({
      name: 'ServiceUnavailableError',
      message: "Couldn't fetch repo data: GitHub did not answer within 300 ms",
    });
    const port = await findFreePort();
    const closed = createPullRequestService(
      readScmIntegrations(
        createConfig({
          integrations: {
            github: [
              {
                host: `127.0.0.1:${port}`,
                baseUrl: `http://127.0.0.1:${port}`,
                apiBaseUrl: `http://127.0.0.1:${port}/api/v3`,
                token: TOKEN,
              },
            ],
          },
        }),
      ),
      SETTINGS,
    );
    const unreachable = await failure(closed.open(input(`http://127.0.0.1:${port}/acme/payments`)));
    expect(unreachable).toMatchObject({
      name: 'ServiceUnavailableError',
      message: "Couldn't fetch repo data: GitHub could not be reached",
    });
  });

  it('refuses without credentials, unknown hosts, other hosts and URLs that name no repository', async () => {
    const anonymous = await failure(githubService({}, '').open(input(repoUrl('payments'))));
    expect(anonymous).toMatchObject({ name: 'InputError' });
    expect(anonymous.message).toContain(`No credentials for ${github.host}`);
    const unknown = await failure(service.open(input('https://git.example.net/acme/payments')));
    expect(unknown).toMatchObject({
      name: 'InputError',
      message:
        'No integration is configured for git.example.net; add it to integrations.github or integrations.azure',
    });
    const gitlab = await failure(service.open(input('https://gitlab.com/acme/payments')));
    expect(gitlab).toMatchObject({
      name: 'InputError',
      message: 'Pull requests can be opened on GitHub and Azure DevOps only',
    });
    for (const url of [`${github.url}/acme`, `${github.url}/acme/..`, `${github.url}/a/b%2Fc`]) {
      expect((await failure(service.open(input(url)))).name, url).toBe('InputError');
    }
  });
});

describe('pull requests on GitHub as a GitHub App', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let github: FakeGithub;

  beforeAll(async () => {
    github = await startFakeGithub({
      token: 'unused-token',
      login: 'someone',
      app: { appId: '42', publicKey, installedOn: ['acme'] },
    });
    const repo = await github.addRepository('acme/payments', { visibility: 'private' });
    await putRepositoryFile(repo.bare, { branch: 'main', path: 'README.md', content: '# hi\n' });
  });
  afterAll(() => github?.stop());

  it("opens it with the installation's token", async () => {
    const service = createPullRequestService(
      readScmIntegrations(
        createConfig({
          integrations: {
            github: [
              {
                host: github.host,
                baseUrl: github.url,
                apiBaseUrl: github.apiBaseUrl,
                apps: [
                  {
                    appId: '42',
                    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
                  },
                ],
              },
            ],
          },
        }),
      ),
      SETTINGS,
    );
    await service.open(input(`${github.url}/acme/payments`));
    const [pull] = github.pullRequests;
    expect(pull?.authorization).toMatch(/^(Bearer|token) /);
    expect(github.pullRequests).toHaveLength(1);
  });
});

describe('pull requests on Azure DevOps', () => {
  let azure: FakeAzure;
  let service: PullRequestService;
  const repoUrl = (name: string) => `${azure.url}/acme/platform/_git/${name}`;
  const serviceWith = (pat: string) =>
    createPullRequestService(
      readScmIntegrations(
        createConfig({
          integrations: {
            azure: [
              {
                host: azure.host,
                baseUrl: azure.url,
                credentials: [{ organizations: ['acme'], personalAccessToken: pat }],
              },
            ],
          },
        }),
      ),
      SETTINGS,
    );

  beforeAll(async () => {
    azure = await startFakeAzure({
      token: PAT,
      projects: ['acme/platform'],
      bearerTokens: [AZURE_USER_TOKEN],
    });
    for (const name of ['api', 'web']) {
      const repo = await azure.addRepository(`acme/platform/${name}`);
      await putRepositoryFile(repo.bare, { branch: 'main', path: 'README.md', content: '# hi\n' });
    }
    await azure.addRepository('acme/platform/empty');
    service = serviceWith(PAT);
  });
  afterAll(() => azure?.stop());

  it("pushes a branch with the file and opens the pull request with the integration's token", async () => {
    const result = await service.open(input(repoUrl('api')));
    const pull = azure.pullRequests.find(p => p.repository === 'acme/platform/api')!;
    expect(result).toEqual({
      link: `${azure.url}/acme/platform/_git/api/pullrequest/${pull.pullRequestId}`,
      location: `${azure.url}/acme/platform/_git/api?path=/catalog-info.yaml&version=GBmain`,
    });
    expect(pull).toMatchObject({
      title: 'Add catalog-info.yaml',
      description: 'Registers this repository in the catalog.',
      sourceRefName: 'refs/heads/backstage-integration',
      targetRefName: 'refs/heads/main',
      files: { 'catalog-info.yaml': FILE },
      status: 'active',
    });
    expect(pull.authorization).toMatch(/^Basic /);
    expect(
      azure.requests
        .filter(r => r.path.startsWith('/acme/platform/_apis/git/repositories/api'))
        .map(
          r => `${r.method} ${r.path.slice('/acme/platform/_apis/git/repositories/api'.length)}`,
        ),
    ).toEqual(['GET ', 'GET /refs', 'POST /pushes', 'POST /pullrequests']);
    const bare = azure.repos.get('acme/platform/api')!.bare;
    await azure.completePullRequest(pull.pullRequestId);
    const merged = await readRepositoryFile(bare, 'main', 'catalog-info.yaml');
    expect(merged.found === 'file' && merged.content.toString()).toBe(FILE);
  });

  it('opens it as the person with their own bearer token', async () => {
    await service.open(input(repoUrl('web')), { userToken: AZURE_USER_TOKEN });
    const pull = azure.pullRequests.find(p => p.repository === 'acme/platform/web')!;
    expect(pull.authorization).toBe(`Bearer ${AZURE_USER_TOKEN}`);
  });

  it("says each step's failure with Azure DevOps' status and message", async () => {
    const missing = await failure(service.open(input(repoUrl('missing'))));
    expect(missing.name).toBe('NotFoundError');
    expect(missing.message).toMatch(
      /^Couldn't fetch repo data: Azure DevOps answered 404 TF401019: The Git repository with name or identifier missing does not exist/,
    );
    const empty = await failure(service.open(input(repoUrl('empty'))));
    expect(empty).toMatchObject({
      name: 'NotFoundError',
      message: "Couldn't fetch default branch data: Azure DevOps has no ref refs/heads/main",
    });
    // `web`'s pull request is still open, so its branch has moved on from the default branch.
    const again = await failure(service.open(input(repoUrl('web'))));
    expect(again.name).toBe('ConflictError');
    expect(again.message).toMatch(
      /^Couldn't create a new branch: Azure DevOps answered 409 TF401028: The reference 'refs\/heads\/backstage-integration' has already been updated/,
    );
  });

  it('refuses URLs that name no repository, and a host without credentials', async () => {
    for (const url of [`${azure.url}/acme`, `${azure.url}/acme/platform/_git`]) {
      expect((await failure(service.open(input(url)))).name, url).toBe('InputError');
    }
    const anonymous = createPullRequestService(
      readScmIntegrations(
        createConfig({ integrations: { azure: [{ host: azure.host, baseUrl: azure.url }] } }),
      ),
      SETTINGS,
    );
    const error = await failure(anonymous.open(input(repoUrl('api'))));
    expect(error).toMatchObject({ name: 'InputError' });
    expect(error.message).toContain(`No credentials for ${azure.host}`);
  });

  it('answers 403 for a refused token, never showing it', async () => {
    const error = await failure(serviceWith('wrong-pat-secret').open(input(repoUrl('api'))));
    expect(error.name).toBe('NotAllowedError');
    expect(error.message).toMatch(/^Couldn't fetch repo data: Azure DevOps answered 401/);
    expect(error.message).not.toContain('wrong-pat-secret');
  });
});
