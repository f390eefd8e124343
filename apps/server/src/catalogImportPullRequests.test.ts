import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { catalogImportPlugin } from '@atrium/plugin-catalog-import/server';
import { SCM_TOKEN_HEADER, type PullRequestResult } from '@atrium/plugin-catalog-import/shared';
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
