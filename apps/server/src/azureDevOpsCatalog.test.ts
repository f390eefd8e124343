import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { azureDevOpsPlugin } from '@atrium/plugin-azure-devops/server';
import {
  describeEachDatabase,
  putRepositoryFile,
  startFakeAzure,
  type FakeAzure,
  type TestServer,
} from '@atrium/server-core/testing';
import { entityOf, startProviderPortal, waitFor } from './testing/startProviderPortal';

const TOKEN = 'azure-pat-private-projects';

const component = (name: string, owner: string) =>
  `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\nspec:\n  type: service\n  lifecycle: production\n  owner: ${owner}\n`;

/**
 * An organisation `acme` with two projects: `service-*` repositories with catalog files in both,
 * one without a catalog file yet, one whose name the provider does not match; and another
 * organisation's repository.
 */
async function startAcme(): Promise<FakeAzure> {
  const azure = await startFakeAzure({
    token: TOKEN,
    projects: ['acme/platform', 'acme/web', 'other/platform'],
  });
  const files: Array<[string, string]> = [
    ['acme/platform/service-payments', 'catalog-info.yaml'],
    ['acme/web/service-shop', 'catalog-info.yaml'],
    ['acme/web/service-docs', 'README.md'],
    ['acme/platform/tools', 'catalog-info.yaml'],
    ['other/platform/service-outside', 'catalog-info.yaml'],
  ];
  for (const [key, path] of files) {
    const repo = await azure.addRepository(key);
    const name = key
      .split('/')
      .pop()!
      .replace(/^service-/, '');
    await putRepositoryFile(repo.bare, {
      branch: 'main',
      path,
      content: component(name, 'team-a'),
    });
  }
  return azure;
}

describeEachDatabase('an Azure DevOps organisation in the catalog', database => {
  let azure: FakeAzure;
  let server: TestServer;

  beforeAll(async () => {
    azure = await startAcme();
    const schedule = { frequency: { milliseconds: 300 }, timeout: { minutes: 1 } };
    server = await startProviderPortal({
      database,
      plugin: azureDevOpsPlugin,
      // An Azure DevOps Server by its host: searched and read at the integration's baseUrl.
      integrations: { azure: [{ host: azure.host, baseUrl: azure.url, token: TOKEN }] },
      kinds: ['Component', 'Location'],
      providers: {
        azureDevOps: {
          acme: {
            host: azure.host,
            organization: 'acme',
            project: '*',
            repository: 'service-*',
            schedule,
          },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await azure?.stop();
  });

  const entity = (kind: string, name: string) => entityOf(server, kind, name);
  const discoveryLocation = async () => {
    const { body } = await server.json<{ items: Entity[] }>(
      '/api/catalog/entities/by-query?filter=kind=location,spec.type=azure-devops-discovery',
    );
    return body.items[0];
  };

  it("discovers the catalog files of the organisation's matching repositories in every project", async () => {
    await waitFor(() => entity('component', 'payments'));
    await waitFor(() => entity('component', 'shop'));
    expect(await entity('component', 'tools')).toBeUndefined();
    expect(await entity('component', 'outside')).toBeUndefined();
    expect(await entity('component', 'docs')).toBeUndefined();
    // Searched and read with the integration's PAT: the projects are private.
    const basic = `Basic ${Buffer.from(`:${TOKEN}`).toString('base64')}`;
    const searches = azure.requests.filter(r => r.path === '/acme/_apis/search/codesearchresults');
    const reads = azure.requests.filter(r => r.path.endsWith('/items'));
    expect(searches.length).toBeGreaterThan(0);
    expect(reads.length).toBeGreaterThan(0);
    expect([...searches, ...reads].every(r => r.authorization === basic)).toBe(true);
  });

  it('follows the organisation: an added catalog file appears, a removed repository disappears', async () => {
    await putRepositoryFile(azure.repos.get('acme/web/service-docs')!.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: component('docs', 'team-b'),
    });
    azure.repos.delete('acme/web/service-shop');
    const docs = await waitFor(() => entity('component', 'docs'));
    expect(docs.spec?.owner).toBe('team-b');
    await waitFor(async () => ((await entity('component', 'shop')) ? undefined : true));
    expect(await entity('component', 'payments')).toBeDefined();
  });

  it('keeps what it read and shows the error when the credentials are refused', async () => {
    azure.setToken('rotated-elsewhere');
    try {
      const location = await waitFor(async () => {
        const found = await discoveryLocation();
        return found?.status?.items?.length ? found : undefined;
      });
      const message = location.status?.items?.[0]?.message ?? '';
      expect(message).toContain(
        `Code search on ${azure.host} was refused (HTTP 401): check the credentials of integrations.azure for ${azure.host}`,
      );
      expect(message).not.toContain(TOKEN);
      expect(await entity('component', 'payments')).toBeDefined();
      expect(await entity('component', 'docs')).toBeDefined();
    } finally {
      azure.setToken(TOKEN);
    }
    // Accepted again, the next run clears the error though the organisation did not change.
    await waitFor(async () => {
      const found = await discoveryLocation();
      return found && !found.status?.items?.length ? true : undefined;
    });
    const repo = await azure.addRepository('acme/platform/service-ledger');
    await putRepositoryFile(repo.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: component('ledger', 'team-a'),
    });
    await waitFor(() => entity('component', 'ledger'));
  });
});
