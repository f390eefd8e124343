import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { catalogImportPlugin } from '@atrium/plugin-catalog-import/server';
import { SCM_TOKEN_HEADER, type PullRequestResult } from '@atrium/plugin-catalog-import/shared';
import { eventsPlugin } from '@atrium/plugin-events/server';
import { githubPlugin } from '@atrium/plugin-github/server';
import {
  describeEachDatabase,
  putRepositoryFile,
  startFakeAzure,
  startFakeGithub,
  startTestServer,
  type FakeAzure,
  type FakeGithub,
  type TestServer,
} from '@atrium/server-core/testing';
import { entityOf, waitFor } from './testing/startProviderPortal';

const GITHUB_TOKEN = 'ghp_integration_token';
const GITHUB_USER_TOKEN = 'gho_signed_in_person';
const AZURE_PAT = 'azure-integration-pat';

const component = (name: string) =>
  `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\nspec:\n  type: service\n  lifecycle: experimental\n  owner: team-a\n`;

// A repository without a catalog file gets one through a pull request; once it is merged, the
// location registered from the answer brings its entity into the catalog.
describeEachDatabase('registering a repository through a pull request', database => {
  let github: FakeGithub;
  let azure: FakeAzure;
  let server: TestServer;

  beforeAll(async () => {
    github = await startFakeGithub({
      token: GITHUB_TOKEN,
      login: 'atrium-bot',
      userTokens: [GITHUB_USER_TOKEN],
    });
    azure = await startFakeAzure({ token: AZURE_PAT, projects: ['acme/platform'] });
    const repo = await github.addRepository('acme/payments', { visibility: 'private' });
    await putRepositoryFile(repo.bare, { branch: 'main', path: 'README.md', content: '# pay\n' });
    const azureRepo = await azure.addRepository('acme/platform/shop');
    await putRepositoryFile(azureRepo.bare, {
      branch: 'main',
      path: 'README.md',
      content: '# shop\n',
    });
    server = await startTestServer({
      database,
      plugins: [catalogPlugin, catalogImportPlugin],
      config: {
        integrations: {
          github: [
            {
              host: github.host,
              baseUrl: github.url,
              apiBaseUrl: github.apiBaseUrl,
              token: GITHUB_TOKEN,
            },
          ],
          azure: [{ host: azure.host, baseUrl: azure.url, token: AZURE_PAT }],
        },
        catalog: {
          processingInterval: { milliseconds: 300 },
          rules: [{ allow: ['Component', 'Location'] }],
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await github?.stop();
    await azure?.stop();
  });

  const openPullRequest = async (repositoryUrl: string, name: string, userToken?: string) => {
    const { status, body } = await server.json<PullRequestResult>(
      '/api/catalog-import/pull-requests',
      {
        method: 'POST',
        headers: userToken ? { [SCM_TOKEN_HEADER]: userToken } : {},
        body: {
          repositoryUrl,
          fileContent: component(name),
          title: `Add ${name} to the catalog`,
          body: 'Opened from the catalog import page.',
        },
      },
    );
    expect(status).toBe(201);
    return body;
  };
  const register = (target: string) =>
    server.json('/api/catalog/locations', { method: 'POST', body: { type: 'url', target } });

  it("GitHub: the person's pull request, once merged, puts the component in the catalog", async () => {
    const result = await openPullRequest(
      `${github.url}/acme/payments`,
      'payments',
      GITHUB_USER_TOKEN,
    );
    const [pull] = github.pullRequests;
    expect(pull).toMatchObject({
      title: 'Add payments to the catalog',
      files: { 'catalog-info.yaml': component('payments') },
      authorization: `Bearer ${GITHUB_USER_TOKEN}`,
    });
    expect(result.link).toBe(`${github.url}/acme/payments/pull/${pull!.number}`);
    // Registered at once, as the import page does: the file is there once the person merges.
    expect((await register(result.location)).status).toBe(201);
    expect(await entityOf(server, 'component', 'payments')).toBeUndefined();
    await github.mergePullRequest(pull!.number);
    const entity = await waitFor(() => entityOf(server, 'component', 'payments'));
    expect(entity.metadata.annotations?.['backstage.io/managed-by-location']).toBe(
      `url:${result.location}`,
    );
  });

  it("Azure DevOps: the integration's pull request, once completed, puts the component in the catalog", async () => {
    const result = await openPullRequest(`${azure.url}/acme/platform/_git/shop`, 'shop');
    const [pull] = azure.pullRequests;
    expect(pull).toMatchObject({
      files: { 'catalog-info.yaml': component('shop') },
      targetRefName: 'refs/heads/main',
    });
    expect(result.location).toBe(
      `${azure.url}/acme/platform/_git/shop?path=/catalog-info.yaml&version=GBmain`,
    );
    expect((await register(result.location)).status).toBe(201);
    await azure.completePullRequest(pull!.pullRequestId);
    await waitFor(() => entityOf(server, 'component', 'shop'));
  });
});

// With a long processing interval, only the push webhook of the merge can bring the file in: an
// optional location waits for it without an error, then shows its entity within seconds.
describeEachDatabase('a merged import pull request and the push webhook', database => {
  const WEBHOOK_SECRET = 'import-webhook-secret';
  let github: FakeGithub;
  let server: TestServer;

  beforeAll(async () => {
    github = await startFakeGithub({ token: GITHUB_TOKEN, login: 'atrium-bot' });
    const repo = await github.addRepository('acme/ledger', { visibility: 'private' });
    await putRepositoryFile(repo.bare, { branch: 'main', path: 'README.md', content: '# l\n' });
    server = await startTestServer({
      database,
      plugins: [catalogPlugin, catalogImportPlugin, eventsPlugin, githubPlugin],
      config: {
        integrations: {
          github: [
            {
              host: github.host,
              baseUrl: github.url,
              apiBaseUrl: github.apiBaseUrl,
              token: GITHUB_TOKEN,
            },
          ],
        },
        catalog: {
          processingInterval: { minutes: 30 },
          rules: [{ allow: ['Component', 'Location'] }],
        },
        events: { modules: { github: { webhookSecret: WEBHOOK_SECRET } } },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await github?.stop();
  });

  it('waits for the file without an error, and shows the entity within 2 s of the merge webhook', async () => {
    const { status, body: result } = await server.json<PullRequestResult>(
      '/api/catalog-import/pull-requests',
      {
        method: 'POST',
        body: {
          repositoryUrl: `${github.url}/acme/ledger`,
          fileContent: component('ledger'),
          title: 'Add ledger to the catalog',
          body: '',
        },
      },
    );
    expect(status).toBe(201);
    const registered = await server.json<{ entities: Entity[] }>('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'url', target: result.location, presence: 'optional' },
    });
    expect(registered.status).toBe(201);
    const location = registered.body.entities.find(entity => entity.kind === 'Location')!;
    const waiting = await waitFor(async () => {
      const found = await entityOf(server, 'location', location.metadata.name);
      return found?.status?.items?.length ? found : undefined;
    });
    expect(waiting.status?.items).toEqual([
      expect.objectContaining({ level: 'info', message: expect.stringContaining('Waiting for') }),
    ]);

    await github.mergePullRequest(github.pullRequests[0]!.number);
    const body = JSON.stringify({
      ref: 'refs/heads/main',
      repository: { html_url: `${github.url}/acme/ledger`, full_name: 'acme/ledger' },
    });
    const sent = Date.now();
    const delivered = await server.request('/api/events/http/github', {
      method: 'POST',
      token: null,
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-hub-signature-256': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`,
      },
      body,
    });
    expect(delivered.status).toBe(202);
    await waitFor(() => entityOf(server, 'component', 'ledger'));
    expect(Date.now() - sent).toBeLessThan(2_000);
  });
});
