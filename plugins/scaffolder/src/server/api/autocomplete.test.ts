import {
  describeEachDatabase,
  startFakeBitbucketCloud,
  startFakeGithub,
  startFakeGitlab,
  type FakeBitbucket,
  type FakeGithub,
  type FakeGitlab,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AutocompleteResponse } from '../../shared';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const USER_TOKEN = 'gho_userSessionToken';

describeEachDatabase('scaffolder autocomplete', database => {
  let server: ScaffolderTestServer;
  let github: FakeGithub;
  let gitlab: FakeGitlab;
  let bitbucket: FakeBitbucket;

  const hostCall = (base: string, path: string, body: unknown, authorization: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(response => expect(response.status).toBeLessThan(300));

  beforeAll(async () => {
    github = await startFakeGithub({ token: USER_TOKEN, login: 'octo' });
    github.accounts.set('acme', { type: 'Organization' });
    gitlab = await startFakeGitlab({ token: USER_TOKEN, username: 'octo' });
    bitbucket = await startFakeBitbucketCloud({
      username: 'x-token-auth',
      appPassword: USER_TOKEN,
      workspaces: { acme: ['SVC', 'WEB'] },
    });
    const bearer = `Bearer ${USER_TOKEN}`;
    await hostCall(github.apiBaseUrl, '/orgs/acme/repos', { name: 'api' }, bearer);
    await hostCall(github.apiBaseUrl, '/user/repos', { name: 'dotfiles' }, bearer);
    const group = gitlab.addGroup('acme');
    await hostCall(
      gitlab.apiBaseUrl,
      '/projects',
      { name: 'billing', namespace_id: group.id },
      bearer,
    );
    const basic = `Basic ${Buffer.from(`x-token-auth:${USER_TOKEN}`).toString('base64')}`;
    await hostCall(
      bitbucket.apiBaseUrl,
      '/repositories/acme/site',
      { project: { key: 'WEB' } },
      basic,
    );
    await hostCall(
      bitbucket.apiBaseUrl,
      '/repositories/acme/tool',
      { project: { key: 'SVC' } },
      basic,
    );
    server = await startScaffolderServer(database, {
      config: {
        integrations: {
          // No integration token: lookups act with the token the browser sends.
          github: [{ host: github.host, baseUrl: github.url, apiBaseUrl: github.apiBaseUrl }],
          gitlab: [{ host: gitlab.host, baseUrl: gitlab.url, apiBaseUrl: gitlab.apiBaseUrl }],
          bitbucketCloud: [
            { host: bitbucket.host, baseUrl: bitbucket.url, apiBaseUrl: bitbucket.apiBaseUrl },
          ],
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([github?.stop(), gitlab?.stop(), bitbucket?.stop()]);
  });

  const complete = (provider: string, resource: string, body: unknown) =>
    server.json<AutocompleteResponse & { error?: { name: string; message: string } }>(
      `/api/scaffolder/v2/autocomplete/${provider}/${resource}`,
      { method: 'POST', body },
    );

  it('lists GitHub repositories with their owners, and branches, as the user', async () => {
    const { status, body } = await complete('github', 'repositoriesWithOwner', {
      token: USER_TOKEN,
      context: {},
    });
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { id: 'acme/api', title: 'api', context: { owner: 'acme' } },
      { id: 'octo/dotfiles', title: 'dotfiles', context: { owner: 'octo' } },
    ]);
    expect(github.requests.at(-1)?.authorization).toBe(`Bearer ${USER_TOKEN}`);

    const branches = await complete('github', 'branches', {
      token: USER_TOKEN,
      context: { owner: 'acme', repository: 'api' },
    });
    // A repository nothing was pushed to has no branches yet.
    expect(branches).toEqual({ status: 200, body: { results: [] } });
  });

  it('lists GitLab groups and the projects of one', async () => {
    const groups = await complete('gitlab', 'groups', { token: USER_TOKEN });
    const acme = gitlab.namespaces.get('acme')!;
    expect(groups.body.results).toEqual([{ id: String(acme.id), title: 'acme' }]);
    const projects = await complete('gitlab', 'repositories', {
      token: USER_TOKEN,
      context: { id: String(acme.id) },
    });
    expect(projects.body.results).toEqual([
      { id: expect.any(String), title: 'billing', context: { path: 'acme/billing' } },
    ]);
  });

  it('lists Bitbucket Cloud workspaces, projects, repositories of a project and branches', async () => {
    const token = USER_TOKEN;
    expect((await complete('bitbucketCloud', 'workspaces', { token })).body.results).toEqual([
      { id: 'acme', title: 'ACME' },
    ]);
    const projects = await complete('bitbucketCloud', 'projects', {
      token,
      context: { workspace: 'acme' },
    });
    expect(projects.body.results.map(p => p.id)).toEqual(['SVC', 'WEB']);
    const repos = await complete('bitbucketCloud', 'repositories', {
      token,
      context: { workspace: 'acme', project: 'WEB' },
    });
    expect(repos.body.results).toEqual([{ id: 'site', title: 'site' }]);
    const branches = await complete('bitbucketCloud', 'branches', {
      token,
      context: { workspace: 'acme', repository: 'site' },
    });
    expect(branches.status).toBe(200);
  });

  it('refuses unknown providers and resources, missing tokens and context with 400', async () => {
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['gitea', 'repos', { token: 'x' }, /Unknown autocomplete provider 'gitea'/],
      ['github', 'groups', { token: 'x' }, /Unknown resource 'groups' for github/],
      ['github', 'toString', { token: 'x' }, /Unknown resource 'toString'/],
      ['github', 'repositoriesWithOwner', {}, /token/],
      ['bitbucketCloud', 'projects', { token: 'x' }, /context.workspace is required/],
      [
        'github',
        'branches',
        { token: 'x', context: { host: 'elsewhere.example.com' } },
        /No github integration for host elsewhere.example.com/,
      ],
    ];
    for (const [provider, resource, body, message] of cases) {
      const { status, body: answer } = await complete(provider, resource, body);
      expect(status, `${provider}/${resource}`).toBe(400);
      expect(answer.error?.message).toMatch(message);
    }
  });

  it("answers a host's refusal as a clear error without the token, and needs a signed-in caller", async () => {
    const wrong = 'gho_wrongToken';
    const { status, body } = await complete('github', 'repositoriesWithOwner', { token: wrong });
    expect(status).toBe(403);
    expect(body.error?.name).toBe('NotAllowedError');
    expect(body.error?.message).toMatch(/answered GET \/user\/repos.* with 401: Bad credentials/);
    expect(JSON.stringify(body)).not.toContain(wrong);

    const missing = await complete('github', 'branches', {
      token: USER_TOKEN,
      context: { owner: 'acme', repository: 'nope' },
    });
    expect(missing.status).toBe(404);

    const anonymous = await server.request('/api/scaffolder/v2/autocomplete/github/branches', {
      method: 'POST',
      token: null,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: USER_TOKEN }),
    });
    expect(anonymous.status).toBe(401);
  });
});
