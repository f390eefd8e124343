import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotAllowedError,
  NotFoundError,
  NotImplementedError,
  ServiceUnavailableError,
} from '@atrium/model';
import {
  createConfig,
  createEntraTokens,
  readScmIntegrations,
  type ScmIntegration,
} from '@atrium/server-core';
import {
  findFreePort,
  putRepositoryFile,
  startFakeAzure,
  startFakeEntra,
  type FakeAzure,
} from '@atrium/server-core/testing';
import { createCodeSearch, type CodeSearchQuery } from './createCodeSearch';

const TOKEN = 'azure-discovery-pat';

const integrationOf = (entry: Record<string, unknown>): ScmIntegration =>
  readScmIntegrations(createConfig({ integrations: { azure: [entry] } })).integrationForHost(
    String(entry.host),
  )!;

describe('createCodeSearch', () => {
  let azure: FakeAzure;
  let integration: ScmIntegration;
  const query = (overrides: Partial<CodeSearchQuery> = {}): CodeSearchQuery => ({
    organization: 'acme',
    project: '*',
    repository: '*',
    path: '/catalog-info.yaml',
    ...overrides,
  });
  const files = (
    results: Array<{ project: { name: string }; repository: { name: string }; path: string }>,
  ) => results.map(r => `${r.project.name}/${r.repository.name}${r.path}`).sort();
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).not.toContain(TOKEN);
    return error!;
  };

  beforeAll(async () => {
    azure = await startFakeAzure({ token: TOKEN, projects: ['acme/platform', 'acme/web'] });
    for (const key of ['acme/platform/api', 'acme/platform/billing', 'acme/web/site']) {
      const repo = await azure.addRepository(key);
      await putRepositoryFile(repo.bare, {
        branch: 'main',
        path: 'catalog-info.yaml',
        content: 'x',
      });
    }
    const api = azure.repos.get('acme/platform/api')!;
    await putRepositoryFile(api.bare, {
      branch: 'release',
      path: 'catalog-info.yaml',
      content: 'y',
    });
    integration = integrationOf({ host: azure.host, baseUrl: azure.url, token: TOKEN });
  });
  afterAll(() => azure?.stop());

  it("pages through every file of the organisation's projects, with the PAT", async () => {
    const before = azure.requests.length;
    const search = createCodeSearch(integration, { pageSize: 2 });
    expect(files(await search(query()))).toEqual([
      'platform/api/catalog-info.yaml',
      'platform/billing/catalog-info.yaml',
      'web/site/catalog-info.yaml',
    ]);
    const calls = azure.requests.slice(before);
    expect(calls.map(call => call.path)).toEqual([
      '/acme/_apis/search/codesearchresults',
      '/acme/_apis/search/codesearchresults',
    ]);
    const basic = `Basic ${Buffer.from(`:${TOKEN}`).toString('base64')}`;
    expect(calls.every(call => call.authorization === basic)).toBe(true);
  });

  it('narrows by project and repository patterns and searches the configured branch', async () => {
    const search = createCodeSearch(integration);
    expect(files(await search(query({ project: 'web' })))).toEqual(['web/site/catalog-info.yaml']);
    expect(files(await search(query({ repository: 'b*' })))).toEqual([
      'platform/billing/catalog-info.yaml',
    ]);
    const release = await search(query({ branch: 'release' }));
    expect(files(release)).toEqual(['platform/api/catalog-info.yaml']);
    expect(release[0]?.versions?.[0]?.branchName).toBe('release');
  });

  it('names the host and the integration when the credentials are refused', async () => {
    const search = createCodeSearch(
      integrationOf({ host: azure.host, baseUrl: azure.url, token: 'revoked' }),
    );
    const error = await rejection(search(query()));
    expect(error).toBeInstanceOf(NotAllowedError);
    expect(error.message).toBe(
      `Code search on ${azure.host} was refused (HTTP 401): check the credentials of integrations.azure for ${azure.host}`,
    );
  });

  it('stops at the rate limit until the time the host gave, without asking again', async () => {
    const search = createCodeSearch(integration);
    azure.rateLimit.limitNext(1, { retryAfterSeconds: 120 });
    const error = await rejection(search(query()));
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error.message).toMatch(
      new RegExp(
        `^The API rate limit of ${azure.host} is reached; reading from it resumes at \\d{4}-`,
      ),
    );
    const before = azure.requests.length;
    expect((await rejection(search(query()))).message).toBe(error.message);
    expect(azure.requests.length).toBe(before);
  });

  it('reads a 503 with Retry-After as the rate limit too, and resumes after it', async () => {
    let now = Date.now();
    const search = createCodeSearch(integration, { now: () => now });
    azure.rateLimit.limitNext(1, { status: 503, retryAfterSeconds: 30 });
    const error = await rejection(search(query()));
    expect(error.message).toContain(`rate limit of ${azure.host} is reached`);
    now += 31_000;
    expect(await search(query())).toHaveLength(3);
  });

  it('answers a clear error for an unknown organisation and an unreachable host', async () => {
    const search = createCodeSearch(integration);
    const unknown = await rejection(search(query({ organization: 'nobody' })));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown.message).toContain(`Code search on ${azure.host} found no such organization`);
    const port = await findFreePort();
    const offline = createCodeSearch(
      integrationOf({
        host: `127.0.0.1:${port}`,
        baseUrl: `http://127.0.0.1:${port}`,
        token: TOKEN,
      }),
    );
    const down = await rejection(offline(query()));
    expect(down).toBeInstanceOf(ServiceUnavailableError);
    expect(down.message).toBe(`Could not reach 127.0.0.1:${port} for code search: ECONNREFUSED`);
  });

  it('searches with Entra ID credentials through a token, and says when Entra refuses them', async () => {
    const entra = await startFakeEntra({
      clients: { 'discovery-app': { tenantId: 'tenant', secret: 'right-secret' } },
    });
    try {
      const search = createCodeSearch(
        integrationOf({
          host: 'dev.azure.com',
          credentials: [
            { clientId: 'discovery-app', clientSecret: 'wrong-secret', tenantId: 'tenant' },
          ],
        }),
        { tokens: createEntraTokens({ env: { AZURE_AUTHORITY_HOST: entra.url } }) },
      );
      // Entra refuses before any search is sent, so no request leaves for dev.azure.com.
      const error = await rejection(search(query()));
      expect(error).toBeInstanceOf(NotAllowedError);
      expect(error.message).toContain('invalid_client');
      expect(error.message).not.toContain('wrong-secret');
    } finally {
      await entra.stop();
    }
  });

  it('refuses, by name, the one credential kind it cannot use', async () => {
    const search = createCodeSearch(
      integrationOf({
        host: 'dev.azure.com',
        credentials: [{ clientId: 'id', managedIdentityClientId: 'mi', tenantId: 'tenant' }],
      }),
    );
    const error = await rejection(search(query()));
    expect(error).toBeInstanceOf(NotImplementedError);
    expect(error.message).toContain('managed identity client assertion');
  });
});
