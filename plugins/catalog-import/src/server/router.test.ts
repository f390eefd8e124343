import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALLOW, DENY, type PolicyDecision } from '@atrium/model';
import { definePlugin, permissionsServiceRef } from '@atrium/server-core';
import {
  putRepositoryFile,
  startFakeGithub,
  startTestServer,
  type FakeGithub,
  type TestServer,
} from '@atrium/server-core/testing';
import { MAX_FILE_CONTENT_BYTES, SCM_TOKEN_HEADER } from '../shared';
import { catalogImportPlugin } from './plugin';

const TOKEN = 'ghp_integration_secret_token';
const USER_TOKEN = 'gho_the_persons_own_token';
const PATH = '/api/catalog-import/pull-requests';

/** The policy's answers, per permission name (ALLOW when absent). */
let decisions: Record<string, PolicyDecision> = {};

const standInPermissions = definePlugin({
  id: 'stand-in-permissions',
  provides: [permissionsServiceRef],
  setup({ provide }) {
    provide(permissionsServiceRef, {
      async decide(_principal, permissions) {
        return permissions.map(permission => decisions[permission.name] ?? ALLOW);
      },
      async authorize() {
        throw new Error('not used');
      },
    });
  },
});

function errorBody(name: string, statusCode: number, message: unknown = expect.any(String)) {
  return {
    error: { name, message },
    request: { method: 'POST', url: PATH },
    response: { statusCode },
  };
}

describe('POST /api/catalog-import/pull-requests', () => {
  let github: FakeGithub;
  let server: TestServer;
  const body = (repo: string, extra: Record<string, unknown> = {}) => ({
    repositoryUrl: `${github.url}/acme/${repo}`,
    fileContent: 'kind: Component\n',
    title: 'Add catalog-info.yaml',
    body: 'Registers this repository.',
    ...extra,
  });
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    server.json(PATH, { method: 'POST', body: payload, headers });

  beforeAll(async () => {
    github = await startFakeGithub({ token: TOKEN, login: 'atrium-bot', userTokens: [USER_TOKEN] });
    for (const name of ['payments', 'billing']) {
      const repo = await github.addRepository(`acme/${name}`);
      await putRepositoryFile(repo.bare, { branch: 'main', path: 'README.md', content: '# hi\n' });
    }
    server = await startTestServer({
      plugins: [standInPermissions, catalogImportPlugin],
      config: {
        integrations: {
          github: [
            { host: github.host, baseUrl: github.url, apiBaseUrl: github.apiBaseUrl, token: TOKEN },
          ],
        },
        catalog: {
          import: { entityFilename: 'catalog/info.yaml', pullRequestBranchName: 'add-catalog' },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await github?.stop();
  });
  beforeEach(() => {
    decisions = {};
  });

  it("answers 201 with the pull request's link and the file's future location", async () => {
    const answer = await post(body('payments'), { [SCM_TOKEN_HEADER]: USER_TOKEN });
    expect(answer).toEqual({
      status: 201,
      body: {
        link: `${github.url}/acme/payments/pull/1`,
        location: `${github.url}/acme/payments/blob/main/catalog/info.yaml`,
      },
    });
    expect(github.pullRequests[0]).toMatchObject({
      head: 'add-catalog',
      files: { 'catalog/info.yaml': 'kind: Component\n' },
      authorization: `Bearer ${USER_TOKEN}`,
    });
  });

  it("answers each step's failure with its text and the host's meaning", async () => {
    const again = await post(body('payments'));
    expect(again).toEqual({
      status: 409,
      body: errorBody(
        'ConflictError',
        409,
        "Couldn't create a new branch: GitHub answered 422 Reference already exists",
      ),
    });
    const missing = await post(body('missing'));
    expect(missing).toEqual({
      status: 404,
      body: errorBody(
        'NotFoundError',
        404,
        "Couldn't fetch repo data: GitHub answered 404 Not Found",
      ),
    });
  });

  it('needs catalog.location.create, and asks the host nothing without it', async () => {
    decisions = { 'catalog.location.create': DENY };
    const before = github.requests.length;
    const answer = await post(body('billing'));
    expect(answer).toEqual({
      status: 403,
      body: errorBody(
        'NotAllowedError',
        403,
        'The catalog.location.create permission is needed for this request',
      ),
    });
    expect(github.requests.length).toBe(before);
    const anonymous = await server.json(PATH, {
      method: 'POST',
      body: body('billing'),
      token: null,
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 400 InputError for bodies the contract refuses, 413 past the body limit', async () => {
    const bad: unknown[] = [
      {},
      'text',
      body('billing', { repositoryUrl: 'not a url' }),
      body('billing', { title: '' }),
      body('billing', { title: 'x'.repeat(257) }),
      body('billing', { fileContent: '' }),
      body('billing', { fileContent: 'é'.repeat(MAX_FILE_CONTENT_BYTES / 2 + 1) }),
      body('billing', { body: 7 }),
    ];
    for (const payload of bad) {
      const answer = await post(payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.body).toEqual(errorBody('InputError', 400));
    }
    const huge = await post(body('billing', { fileContent: 'x'.repeat(8 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(github.pullRequests.filter(p => p.repository === 'acme/billing')).toEqual([]);
  });

  it('answers 400 for hosts without pull requests here, naming the host, never a token', async () => {
    const gitlab = await post(
      body('billing', { repositoryUrl: 'https://gitlab.com/acme/billing' }),
    );
    expect(gitlab.body).toEqual(
      errorBody('InputError', 400, 'Pull requests can be opened on GitHub and Azure DevOps only'),
    );
    const unknown = await post(
      body('billing', { repositoryUrl: 'https://git.example.net/acme/billing' }),
    );
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('git.example.net');
    const withCredentials = await post(
      body('billing', { repositoryUrl: `http://user:secret@${github.host}/acme/billing` }),
    );
    expect(withCredentials.status).toBe(400);
    expect(JSON.stringify(withCredentials.body)).not.toContain('secret');
    for (const token of ['two words', 'x'.repeat(9000), 'tab\there']) {
      const answer = await post(body('billing'), { [SCM_TOKEN_HEADER]: token });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).not.toContain(token);
    }
    const refused = await post(body('billing'), { [SCM_TOKEN_HEADER]: 'gho_wrong_value' });
    expect(refused).toEqual({
      status: 403,
      body: errorBody(
        'NotAllowedError',
        403,
        "Couldn't fetch repo data: GitHub answered 401 Bad credentials",
      ),
    });
  });
});
