import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { githubPlugin } from '@atrium/plugin-github/server';
import {
  describeEachDatabase,
  putRepositoryFile,
  startFakeGithub,
  type FakeGithub,
  type TestServer,
} from '@atrium/server-core/testing';
import { entityOf, startProviderPortal, waitFor } from './testing/startProviderPortal';

const TOKEN = 'ghp_private_repositories';
const WEBHOOK_SECRET = 'webhook-secret';

const component = (name: string, owner: string) =>
  `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\nspec:\n  type: service\n  lifecycle: production\n  owner: ${owner}\n`;

/** A private GitHub organisation: three repositories with catalog files, one without, one archived. */
async function startAcme(): Promise<FakeGithub> {
  const github = await startFakeGithub({ token: TOKEN, login: 'atrium-bot' });
  for (const name of ['payments', 'billing', 'legacy', 'docs-only', 'private-svc']) {
    const repo = await github.addRepository(`acme/${name}`, { visibility: 'private' });
    const file = name === 'docs-only' ? 'README.md' : 'catalog-info.yaml';
    await putRepositoryFile(repo.bare, {
      branch: 'main',
      path: file,
      content: component(name, 'team-a'),
    });
  }
  github.repos.get('acme/legacy')!.archived = true;
  github.profiles.set('ada', { name: 'Ada Lovelace', email: 'ada@acme.example' });
  github.profiles.set('grace', { name: 'Grace Hopper', email: 'grace@acme.example' });
  github.orgs.set('acme', {
    members: ['ada', 'grace'],
    teams: new Map([
      ['engineering', { name: 'Engineering', members: ['grace'] }],
      ['payments-team', { name: 'Payments', parent: 'engineering', members: ['ada'] }],
    ]),
  });
  return github;
}

describeEachDatabase('a GitHub organisation in the catalog', database => {
  let github: FakeGithub;
  let server: TestServer;

  beforeAll(async () => {
    github = await startAcme();
    const schedule = { frequency: { milliseconds: 300 }, timeout: { minutes: 1 } };
    server = await startProviderPortal({
      database,
      plugin: githubPlugin,
      integrations: {
        github: [
          { host: github.host, baseUrl: github.url, apiBaseUrl: github.apiBaseUrl, token: TOKEN },
        ],
      },
      kinds: ['Component', 'Location', 'Group', 'User'],
      providers: {
        github: { acme: { organization: 'acme', host: github.host, schedule } },
        githubOrg: { id: 'acme-org', githubUrl: github.url, orgs: ['acme'], schedule },
      },
      eventModules: { github: { webhookSecret: WEBHOOK_SECRET } },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await github?.stop();
  });

  const entity = (kind: string, name: string) => entityOf(server, kind, name);
  const postWebhook = (event: string, payload: unknown, secret = WEBHOOK_SECRET) => {
    const body = JSON.stringify(payload);
    return server.request('/api/events/http/github', {
      method: 'POST',
      token: null,
      headers: {
        'content-type': 'application/json',
        'x-github-event': event,
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      },
      body,
    });
  };

  it('discovers the catalog files of private repositories, leaving out archived ones', async () => {
    await waitFor(() => entity('component', 'payments'));
    await waitFor(() => entity('component', 'billing'));
    expect(await entity('component', 'legacy')).toBeUndefined();
    expect(await entity('component', 'docs-only')).toBeUndefined();
    // Read through the API with the integration's token: the repositories are private.
    expect(github.requests.some(r => r.path.endsWith('/contents/catalog-info.yaml'))).toBe(true);
  });

  it("imports the organisation's teams and members", async () => {
    const payments = await waitFor(() => entity('group', 'payments-team'));
    expect(payments.spec).toMatchObject({
      type: 'team',
      parent: 'engineering',
      profile: { displayName: 'Payments' },
    });
    expect(payments.metadata.annotations?.['github.com/team-slug']).toBe('acme/payments-team');
    const ada = await waitFor(() => entity('user', 'ada'));
    expect(ada.spec).toMatchObject({
      profile: { displayName: 'Ada Lovelace', email: 'ada@acme.example' },
      memberOf: ['payments-team'],
    });
  });

  it('reads a registered location on a private repository through the integration', async () => {
    const target = `${github.url}/acme/private-svc/blob/main/catalog-info.yaml`;
    const { status } = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'url', target },
    });
    expect(status).toBe(201);
    expect((await waitFor(() => entity('component', 'private-svc'))).spec?.owner).toBe('team-a');
  });

  it('shows a pushed change within 2 s of the webhook', async () => {
    const repo = github.repos.get('acme/payments')!;
    await putRepositoryFile(repo.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: component('payments', 'team-b'),
    });
    const sent = Date.now();
    const response = await postWebhook('push', {
      ref: 'refs/heads/main',
      repository: { html_url: `${github.url}/acme/payments`, full_name: 'acme/payments' },
    });
    expect(response.status).toBe(202);
    await waitFor(async () =>
      (await entity('component', 'payments'))?.spec?.owner === 'team-b' ? true : undefined,
    );
    expect(Date.now() - sent).toBeLessThan(2_000);
  });

  it('refuses a webhook whose signature does not match', async () => {
    const response = await postWebhook('push', { ref: 'refs/heads/main' }, 'guessed');
    expect(response.status).toBe(401);
  });

  it('follows the organisation: a removed repository and a new team member', async () => {
    github.repos.delete('acme/billing');
    github.orgs.get('acme')!.teams.get('payments-team')!.members.push('grace');
    await waitFor(async () => ((await entity('component', 'billing')) ? undefined : true));
    await waitFor(async () => {
      const grace = await entity('user', 'grace');
      const teams = (grace?.spec?.memberOf ?? []) as string[];
      return teams.includes('payments-team') ? true : undefined;
    });
  });

  it('spends no rate limit while nothing changes, and keeps everything while the limit is hit', async () => {
    // Let a run after the last change finish, then count over several runs.
    await new Promise(resolve => setTimeout(resolve, 1_000));
    const charged = github.rateLimit.charged;
    const notModified = github.rateLimit.notModified;
    await new Promise(resolve => setTimeout(resolve, 1_000));
    expect(github.rateLimit.charged).toBe(charged);
    expect(github.rateLimit.notModified).toBeGreaterThan(notModified);

    github.rateLimit.limitNext(1_000, { resetInSeconds: 60 });
    const location = await waitFor(async () => {
      const { body } = await server.json<{ items: Entity[] }>(
        '/api/catalog/entities/by-query?filter=kind=location,spec.type=github-discovery',
      );
      const found = body.items[0];
      return found?.status?.items?.length ? found : undefined;
    });
    expect(location.status?.items?.[0]?.message).toMatch(
      /rate limit of 127\.0\.0\.1:\d+ is reached/,
    );
    expect(await entity('component', 'payments')).toBeDefined();
    expect(await entity('user', 'ada')).toBeDefined();
  });
});
