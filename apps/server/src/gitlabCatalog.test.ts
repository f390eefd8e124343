import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { gitlabPlugin } from '@atrium/plugin-gitlab/server';
import {
  describeEachDatabase,
  putRepositoryFile,
  startFakeGitlab,
  type FakeGitlab,
  type TestServer,
} from '@atrium/server-core/testing';
import { entityOf, startProviderPortal, waitFor } from './testing/startProviderPortal';

const TOKEN = 'glpat-private-projects';
const WEBHOOK_SECRET = 'webhook-secret';

const component = (name: string, owner: string) =>
  `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\nspec:\n  type: service\n  lifecycle: production\n  owner: ${owner}\n`;

/**
 * A private GitLab group `acme` with a subgroup `acme/platform`: projects with catalog files in
 * both, one without, one archived; a project outside the group; members in each group.
 */
async function startAcme(): Promise<FakeGitlab> {
  const gitlab = await startFakeGitlab({ token: TOKEN, username: 'atrium-bot' });
  const paths = [
    'acme/payments',
    'acme/platform/billing',
    'acme/legacy',
    'acme/docs-only',
    'other/outside',
  ];
  for (const path of paths) {
    const project = await gitlab.addProject(path);
    project.default_branch = 'main';
    const name = path.split('/').pop()!;
    await putRepositoryFile(project.bare, {
      branch: 'main',
      path: name === 'docs-only' ? 'README.md' : 'catalog-info.yaml',
      content: component(name, 'team-a'),
    });
  }
  gitlab.projects.get('acme/legacy')!.archived = true;
  Object.assign(gitlab.namespaces.get('acme')!, {
    name: 'Acme',
    members: [{ username: 'ada', name: 'Ada Lovelace', email: 'ada@acme.example' }],
  });
  Object.assign(gitlab.namespaces.get('acme/platform')!, {
    name: 'Platform',
    description: 'Runs the platform',
    members: [{ username: 'grace', name: 'Grace Hopper' }],
  });
  return gitlab;
}

describeEachDatabase('a GitLab group in the catalog', database => {
  let gitlab: FakeGitlab;
  let server: TestServer;

  beforeAll(async () => {
    gitlab = await startAcme();
    const schedule = { frequency: { milliseconds: 300 }, timeout: { minutes: 1 } };
    server = await startProviderPortal({
      database,
      plugin: gitlabPlugin,
      integrations: {
        gitlab: [
          { host: gitlab.host, baseUrl: gitlab.url, apiBaseUrl: gitlab.apiBaseUrl, token: TOKEN },
        ],
      },
      kinds: ['Component', 'Location', 'Group', 'User'],
      providers: {
        gitlab: { acme: { host: gitlab.host, group: 'acme', orgEnabled: true, schedule } },
      },
      eventModules: { gitlab: { webhookSecret: WEBHOOK_SECRET } },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await gitlab?.stop();
  });

  const entity = (kind: string, name: string) => entityOf(server, kind, name);
  const postWebhook = (hook: string, payload: unknown, token = WEBHOOK_SECRET) =>
    server.request('/api/events/http/gitlab', {
      method: 'POST',
      token: null,
      headers: {
        'content-type': 'application/json',
        'x-gitlab-event': hook,
        'x-gitlab-token': token,
      },
      body: JSON.stringify(payload),
    });

  it("discovers the catalog files of the group's private projects, subgroups included", async () => {
    await waitFor(() => entity('component', 'payments'));
    await waitFor(() => entity('component', 'billing'));
    expect(await entity('component', 'legacy')).toBeUndefined();
    expect(await entity('component', 'docs-only')).toBeUndefined();
    expect(await entity('component', 'outside')).toBeUndefined();
    // Read through the API with the integration's token: the projects are private.
    const fileReads = gitlab.requests.filter(r => r.path.endsWith('/catalog-info.yaml/raw'));
    expect(fileReads.length).toBeGreaterThan(0);
    expect(fileReads.every(r => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("imports the group's subgroups and members", async () => {
    const platform = await waitFor(() => entity('group', 'platform'));
    expect(platform.spec).toMatchObject({
      type: 'team',
      parent: 'acme',
      profile: { displayName: 'Platform' },
    });
    expect(platform.metadata.description).toBe('Runs the platform');
    expect(platform.metadata.annotations?.['127.0.0.1/team-path']).toBe('acme/platform');
    expect((await waitFor(() => entity('group', 'acme'))).spec?.profile).toEqual({
      displayName: 'Acme',
    });
    const ada = await waitFor(() => entity('user', 'ada'));
    expect(ada.spec).toMatchObject({
      profile: { displayName: 'Ada Lovelace', email: 'ada@acme.example' },
      memberOf: ['acme'],
    });
    expect(ada.metadata.annotations?.['127.0.0.1/user-login']).toBe(`${gitlab.url}/ada`);
    expect((await waitFor(() => entity('user', 'grace'))).spec?.memberOf).toEqual(['platform']);
  });

  it('shows a pushed change within 2 s of the webhook', async () => {
    const project = gitlab.projects.get('acme/payments')!;
    await putRepositoryFile(project.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: component('payments', 'team-b'),
    });
    const sent = Date.now();
    const response = await postWebhook('Push Hook', {
      object_kind: 'push',
      ref: 'refs/heads/main',
      project: { web_url: project.web_url, path_with_namespace: project.path_with_namespace },
    });
    expect(response.status).toBe(202);
    await waitFor(async () =>
      (await entity('component', 'payments'))?.spec?.owner === 'team-b' ? true : undefined,
    );
    expect(Date.now() - sent).toBeLessThan(2_000);
  });

  it('refuses a webhook whose token does not match', async () => {
    const response = await postWebhook('Push Hook', { object_kind: 'push' }, 'guessed');
    expect(response.status).toBe(401);
  });

  it('follows the group: a removed project and a new member', async () => {
    gitlab.projects.delete('acme/platform/billing');
    gitlab.namespaces.get('acme')!.members!.push({ username: 'grace', name: 'Grace Hopper' });
    await waitFor(async () => ((await entity('component', 'billing')) ? undefined : true));
    await waitFor(async () => {
      const grace = await entity('user', 'grace');
      const groups = (grace?.spec?.memberOf ?? []) as string[];
      return groups.includes('acme') && groups.includes('platform') ? true : undefined;
    });
  });

  it('asks only conditional questions while nothing changes, and keeps everything while the limit is hit', async () => {
    // Let a run after the last change finish, then count over several runs. GitLab counts a 304
    // against its limit too, so the measure is that every request was answered 304.
    await new Promise(resolve => setTimeout(resolve, 1_000));
    const charged = gitlab.rateLimit.charged;
    const notModified = gitlab.rateLimit.notModified;
    await new Promise(resolve => setTimeout(resolve, 1_000));
    expect(gitlab.rateLimit.notModified).toBeGreaterThan(notModified);
    expect(gitlab.rateLimit.charged - charged).toBe(gitlab.rateLimit.notModified - notModified);

    gitlab.rateLimit.limitNext(1_000, { resetInSeconds: 60 });
    const location = await waitFor(async () => {
      const { body } = await server.json<{ items: Entity[] }>(
        '/api/catalog/entities/by-query?filter=kind=location,spec.type=gitlab-discovery',
      );
      const found = body.items[0];
      return found?.status?.items?.length ? found : undefined;
    });
    expect(location.status?.items?.[0]?.message).toMatch(
      /rate limit of 127\.0\.0\.1:\d+ is reached/,
    );
    expect(await entity('component', 'payments')).toBeDefined();
    expect(await entity('user', 'ada')).toBeDefined();
    expect(await entity('group', 'platform')).toBeDefined();
  });
});
