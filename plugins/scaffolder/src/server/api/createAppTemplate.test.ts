import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NotFoundError, type Entity } from '@atrium/model';
import type { CatalogLocations, CatalogLocationSpec } from '@atrium/plugin-catalog/node';
import {
  notificationsSenderRef,
  type NotificationsSender,
} from '@atrium/plugin-notifications/node';
import { definePlugin } from '@atrium/server-core';
import { git, startFakeGithub, type FakeGithub } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DryRunResponse } from '../../shared';
import { createRecordingSender } from '../actions/builtin/notifications/notificationsTestDoubles';
import { cloneBack } from '../actions/builtin/publish/testing/publishTestKit';
import { TASK_NOTIFICATION_TOPIC } from '../service/createTaskNotifier';
import {
  CREATE_APP_TEMPLATE_FILES,
  CREATE_APP_TEMPLATE_YAML,
  writeCreateAppTemplate,
} from '../testing/createAppExampleTemplate';
import { runTaskToEnd } from '../testing/runTaskToEnd';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const TOKEN = 'ghp_createAppExampleToken';

/**
 * The notifications plugin, as far as the scaffolder uses it: its sender, which `notification:send`
 * sends through, as does the notification of the task's end.
 */
function createNotificationsStandIn(sender: NotificationsSender) {
  return definePlugin({
    id: 'notifications-stand-in',
    provides: [notificationsSenderRef],
    setup({ provide }) {
      provide(notificationsSenderRef, sender);
    },
  });
}

/** The catalog's side of `catalog:register`: reads the registered file from the fake GitHub. */
function createCatalogOfFakeGithub(github: FakeGithub, registered: CatalogLocationSpec[]) {
  const locations: CatalogLocations = {
    async addLocation(location, { dryRun }) {
      // `{baseUrl}/{owner}/{repo}/blob/{branch}/{path}`, as publish:github answers repoContentsUrl.
      const [, owner, repo, blob, branch, ...file] = new URL(location.target).pathname.split('/');
      const bare = github.repos.get(`${owner}/${repo}`)?.bare;
      if (!bare || blob !== 'blob') throw new NotFoundError(`${location.target} not found`);
      const text = await git(['--git-dir', bare, 'show', `${branch}:${file.join('/')}`]);
      if (!dryRun) registered.push(location);
      return {
        location: { ...location, id: 'location-1' },
        entities: [parse(text) as Entity],
        ...(dryRun && { exists: true }),
      };
    },
  };
  return locations;
}

describe("Backstage's create-app example template", () => {
  let github: FakeGithub;
  let server: ScaffolderTestServer;
  let root: string;
  const registered: CatalogLocationSpec[] = [];
  const notifications = createRecordingSender();
  /** What the template's steps sent, without the notification of the task's end. */
  const sentBySteps = () =>
    notifications.sent.filter(call => call.options.payload.topic !== TASK_NOTIFICATION_TOPIC);
  const values = () => ({
    name: 'my-service',
    repoUrl: `${github.host}?owner=guest&repo=my-service`,
  });

  beforeAll(async () => {
    github = await startFakeGithub({ token: TOKEN, login: 'guest' });
    root = await mkdtemp(path.join(os.tmpdir(), 'create-app-template-'));
    const templateFile = await writeCreateAppTemplate(root);
    server = await startScaffolderServer('sqlite', {
      realEngine: true,
      plugins: [createNotificationsStandIn(notifications.sender)],
      catalogLocations: createCatalogOfFakeGithub(github, registered),
      config: {
        integrations: {
          github: [
            { host: github.host, baseUrl: github.url, apiBaseUrl: github.apiBaseUrl, token: TOKEN },
          ],
        },
      },
    });
    // As the catalog serves it once registered from its file.
    const template = parse(CREATE_APP_TEMPLATE_YAML) as Entity;
    template.metadata.annotations = { 'backstage.io/managed-by-location': `file:${templateFile}` };
    server.add(template);
  });
  afterAll(async () => {
    await server?.stop();
    await github?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('runs unchanged as a task: renders the skeleton, publishes, registers and notifies', async () => {
    const { task, events } = await runTaskToEnd(
      server,
      'template:default/example-nodejs-template',
      values(),
    );

    expect(task.status, JSON.stringify(events.at(-1)?.body)).toBe('completed');
    const repository = github.repos.get('guest/my-service')!;
    expect(repository).toMatchObject({ description: 'This is my-service', default_branch: 'main' });
    const clone = await cloneBack(repository.bare, 'main');
    expect(clone.files).toEqual([
      'catalog-info.yaml',
      'index.js',
      'package-lock.json',
      'package.json',
    ]);
    expect(clone.contents['index.js']).toBe("console.log('Hello from my-service!');\n");
    expect(JSON.parse(clone.contents['package.json']!)).toEqual({
      name: 'my-service',
      private: true,
      dependencies: {},
    });
    expect(registered).toEqual([
      { type: 'url', target: `${github.url}/guest/my-service/blob/main/catalog-info.yaml` },
    ]);
    expect(sentBySteps()).toEqual([
      {
        pluginId: 'scaffolder',
        options: {
          recipients: { type: 'entity', entityRef: ['user:default/guest'] },
          payload: {
            title: 'Template executed',
            description: 'Your template has been executed',
            severity: 'normal',
          },
        },
      },
    ]);
    expect(events.at(-1)?.body.output).toEqual({
      links: [
        { title: 'Repository', url: `${github.url}/guest/my-service.git` },
        { title: 'Open in catalog', icon: 'catalog', entityRef: 'component:default/my-service' },
      ],
    });
  });

  it('runs unchanged as a dry run: renders the skeleton and skips what would leave the workspace', async () => {
    const repositories = github.repos.size;
    const sent = sentBySteps().length;
    const directoryContents = Object.entries(CREATE_APP_TEMPLATE_FILES).map(([file, text]) => ({
      path: file,
      base64Content: Buffer.from(text).toString('base64'),
    }));
    const { status, body } = await server.json<DryRunResponse>('/api/scaffolder/v2/dry-run', {
      method: 'POST',
      body: { template: parse(CREATE_APP_TEMPLATE_YAML), values: values(), directoryContents },
    });

    expect(status).toBe(200);
    const files = Object.fromEntries(
      body.directoryContents.map(file => [
        file.path,
        Buffer.from(file.base64Content, 'base64').toString(),
      ]),
    );
    expect(Object.keys(files).sort()).toEqual([
      'catalog-info.yaml',
      'index.js',
      'package-lock.json',
      'package.json',
    ]);
    expect(parse(files['catalog-info.yaml']!)).toMatchObject({ metadata: { name: 'my-service' } });
    expect(body.steps.map(step => step.id)).toEqual([
      'fetch-base',
      'publish',
      'register',
      'notify',
    ]);
    const skipped = body.log.filter(entry => entry.body.status === 'skipped');
    expect(skipped.map(entry => entry.body.stepId)).toEqual(['publish', 'register', 'notify']);
    // The skipped steps set no outputs, so the links keep only what does not depend on them.
    expect(body.output).toEqual({
      links: [{ title: 'Repository' }, { title: 'Open in catalog', icon: 'catalog' }],
    });
    expect(github.repos.size).toBe(repositories);
    expect(sentBySteps()).toHaveLength(sent);
  });
});
