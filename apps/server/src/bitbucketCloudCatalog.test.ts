import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { bitbucketCloudPlugin } from '@atrium/plugin-bitbucket-cloud/server';
import {
  describeEachDatabase,
  putRepositoryFile,
  startFakeBitbucketCloud,
  type FakeBitbucket,
  type TestServer,
} from '@atrium/server-core/testing';
import { entityOf, startProviderPortal, waitFor } from './testing/startProviderPortal';

const USERNAME = 'atrium-bot';
const APP_PASSWORD = 'app-password-private';
const WEBHOOK_SECRET = 'webhook-secret';

const component = (name: string, owner: string) =>
  `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\nspec:\n  type: service\n  lifecycle: production\n  owner: ${owner}\n`;

/**
 * A workspace `acme` with projects APIS and WEB: catalog files in two APIS repositories (one on
 * a `trunk` main branch), an APIS repository without one, and one in WEB, which the provider's
 * filter leaves out.
 */
async function startAcme(): Promise<FakeBitbucket> {
  const bitbucket = await startFakeBitbucketCloud({
    username: USERNAME,
    appPassword: APP_PASSWORD,
    workspaces: { acme: ['APIS', 'WEB'] },
  });
  const repos: Array<[string, string, string, string]> = [
    ['payments', 'APIS', 'main', 'catalog-info.yaml'],
    ['billing', 'APIS', 'trunk', 'catalog-info.yaml'],
    ['docs-only', 'APIS', 'main', 'README.md'],
    ['site', 'WEB', 'main', 'catalog-info.yaml'],
  ];
  for (const [slug, project, mainbranch, path] of repos) {
    const repo = await bitbucket.addRepository(`acme/${slug}`);
    Object.assign(repo, { project, mainbranch });
    await putRepositoryFile(repo.bare, {
      branch: mainbranch,
      path,
      content: component(slug, 'team-a'),
    });
  }
  return bitbucket;
}

describeEachDatabase('a Bitbucket Cloud workspace in the catalog', database => {
  let bitbucket: FakeBitbucket;
  let server: TestServer;

  beforeAll(async () => {
    bitbucket = await startAcme();
    const schedule = { frequency: { milliseconds: 300 }, timeout: { minutes: 1 } };
    server = await startProviderPortal({
      database,
      plugin: bitbucketCloudPlugin,
      integrations: {
        bitbucketCloud: [
          {
            host: bitbucket.host,
            baseUrl: bitbucket.url,
            apiBaseUrl: bitbucket.apiBaseUrl,
            username: USERNAME,
            appPassword: APP_PASSWORD,
          },
        ],
      },
      kinds: ['Component', 'Location'],
      providers: {
        bitbucketCloud: {
          acme: { workspace: 'acme', filters: { projectKey: 'APIS' }, schedule },
        },
      },
      eventModules: { bitbucketCloud: { webhookSecret: WEBHOOK_SECRET } },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await bitbucket?.stop();
  });

  const entity = (name: string) => entityOf(server, 'component', name);
  const postWebhook = (key: string, payload: unknown, secret = WEBHOOK_SECRET) => {
    const body = JSON.stringify(payload);
    return server.request('/api/events/http/bitbucketCloud', {
      method: 'POST',
      token: null,
      headers: {
        'content-type': 'application/json',
        'x-event-key': key,
        'x-hub-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      body,
    });
  };

  it("discovers the catalog files of the workspace's private repositories at their main branch", async () => {
    await waitFor(() => entity('payments'));
    await waitFor(() => entity('billing'));
    expect(await entity('docs-only')).toBeUndefined();
    // Left out by the projectKey filter.
    expect(await entity('site')).toBeUndefined();
    // Read through the API with the integration's app password: the repositories are private.
    const basic = `Basic ${Buffer.from(`${USERNAME}:${APP_PASSWORD}`).toString('base64')}`;
    const fileReads = bitbucket.requests.filter(r => r.path.endsWith('/catalog-info.yaml'));
    expect(fileReads.map(r => r.path)).toContain(
      '/2.0/repositories/acme/billing/src/trunk/catalog-info.yaml',
    );
    expect(fileReads.every(r => r.authorization === basic)).toBe(true);
  });

  it('shows a pushed change once the signed push webhook arrives', async () => {
    const repo = bitbucket.repos.get('acme/payments')!;
    await putRepositoryFile(repo.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: component('payments', 'team-b'),
    });
    const response = await postWebhook('repo:push', {
      repository: {
        full_name: 'acme/payments',
        links: { html: { href: `${bitbucket.url}/acme/payments` } },
      },
      push: { changes: [{ new: { type: 'branch', name: 'main' } }] },
    });
    expect(response.status).toBe(202);
    await waitFor(async () =>
      (await entity('payments'))?.spec?.owner === 'team-b' ? true : undefined,
    );
  });

  it('refuses a webhook signed with another secret', async () => {
    const response = await postWebhook('repo:push', { repository: {} }, 'guessed');
    expect(response.status).toBe(401);
  });

  it('follows the workspace: a deleted repository disappears on the next run', async () => {
    bitbucket.repos.delete('acme/billing');
    await waitFor(async () => ((await entity('billing')) ? undefined : true));
    expect(await entity('payments')).toBeDefined();
  });

  it('keeps everything and shows the error on its Location while a run fails', async () => {
    bitbucket.rateLimit.limitNext(1_000);
    const location = await waitFor(async () => {
      const { body } = await server.json<{ items: Entity[] }>(
        '/api/catalog/entities/by-query?filter=kind=location,spec.type=bitbucket-cloud-discovery',
      );
      const found = body.items[0];
      return found?.status?.items?.length ? found : undefined;
    });
    expect(location.status?.items?.[0]?.message).toMatch(
      /rate limit of 127\.0\.0\.1:\d+ is reached/,
    );
    expect(await entity('payments')).toBeDefined();
  });
});

describe('a Bitbucket Cloud provider without an integration', () => {
  it('stops the start with an error naming the provider', async () => {
    await expect(
      startProviderPortal({
        plugin: bitbucketCloudPlugin,
        integrations: {},
        kinds: ['Component', 'Location'],
        providers: { bitbucketCloud: { acme: { workspace: 'acme' } } },
      }),
    ).rejects.toThrow(
      'catalog.providers.bitbucketCloud.acme: no integrations.bitbucketCloud entry is configured',
    );
  });
});
