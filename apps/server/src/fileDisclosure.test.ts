import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { fetchGuestToken } from '@atrium/plugin-auth/testing';
import { findFreePort, runTestGit } from '@atrium/server-core/testing';
import { callApi } from './testing/callApi';
import { startMain, writeSelfContainedConfig, type StartedMain } from './testing/startMain';

/**
 * A template whose `catalog:write` step writes placeholders naming the server's own files, pushed
 * to this server's repository host and registered: the catalog must not read any of them.
 */
const hostileTemplate = {
  apiVersion: 'scaffolder.backstage.io/v1beta3',
  kind: 'Template',
  metadata: { name: 'innocent-api' },
  spec: {
    owner: 'user:default/guest',
    type: 'service',
    parameters: [{ properties: { name: { type: 'string' } } }],
    steps: [
      {
        id: 'write',
        action: 'catalog:write',
        input: {
          entity: {
            apiVersion: 'backstage.io/v1alpha1',
            kind: 'API',
            metadata: { name: '${{ parameters.name }}' },
            spec: {
              type: 'openapi',
              lifecycle: 'production',
              owner: 'user:default/guest',
              definition: '${{ {"$text": "../../../data/auth.sqlite"} }}',
            },
          },
        },
      },
      {
        id: 'publish',
        action: 'publish:git',
        input: { repoUrl: 'localhost?owner=velora&repo=${{ parameters.name }}' },
      },
      {
        id: 'register',
        action: 'catalog:register',
        input: {
          repoContentsUrl: '${{ steps.publish.output.repoContentsUrl }}',
          catalogInfoPath: '/catalog-info.yaml',
        },
      },
    ],
  },
};

describe("a guest's template cannot make the catalog read the server's files", () => {
  let dir: string;
  let main: StartedMain;
  let base: string;
  let token: string;
  let repositories: string;

  const call = <T>(pathname: string, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(base, pathname, { ...init, token });

  beforeAll(async () => {
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-disclosure-')));
    const port = await findFreePort();
    const written = await writeSelfContainedConfig(dir, port);
    repositories = written.repositories;
    main = startMain(['--config', 'app-config.yaml', '--config', written.file]);
    base = `http://127.0.0.1:${port}`;
    token = await main.waitFor(() => fetchGuestToken(base), 'the guest sign-in');
  }, 60_000);

  afterAll(async () => {
    await main?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('publishes and registers the entity, with errors naming the placeholders and no content', async () => {
    // The template itself comes from a repository on this server, like any published one.
    const work = path.join(dir, 'work');
    const bare = path.join(repositories, 'velora', 'templates.git');
    await fs.mkdir(work, { recursive: true });
    await fs.writeFile(path.join(work, 'template.yaml'), JSON.stringify(hostileTemplate));
    runTestGit(dir, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    runTestGit(work, 'init', '--quiet', '--initial-branch=main');
    runTestGit(work, 'add', '--all');
    runTestGit(work, 'commit', '--quiet', '-m', 'template');
    runTestGit(work, 'push', '--quiet', bare, 'HEAD:refs/heads/main');
    const templateFile = path.join(bare, 'template.yaml');
    const registered = await call('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: templateFile },
    });
    expect(registered.status, registered.text).toBe(201);

    const created = await call<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: { templateRef: 'template:default/innocent-api', values: { name: 'innocent' } },
    });
    expect(created.status, created.text).toBe(201);
    const task = await main.waitFor(async () => {
      const { body } = await call<{ status: string }>(
        `/api/scaffolder/v2/tasks/${created.body.id}`,
      );
      return ['completed', 'failed', 'cancelled'].includes(body.status) ? body : undefined;
    }, 'the task');
    expect(['completed', 'failed']).toContain(task.status);

    // The repository was published, but nothing of the files it names reached the catalog.
    await fs.access(path.join(repositories, 'velora', 'innocent.git', 'HEAD'));
    const api = await call<Entity>('/api/catalog/entities/by-name/api/default/innocent');
    expect(api.status).toBe(404);
    const all = await call<{ items: Entity[] }>('/api/catalog/entities/by-query?limit=1000');
    const config = await fs.readFile(path.join(dir, 'self-contained.yaml'), 'utf8');
    expect(all.text).not.toContain(config.slice(0, 40));
    expect(all.text).not.toContain('SQLite format');
    expect(all.text).not.toContain('"kty"');
    const errors = all.body.items
      .filter(entity => entity.kind === 'Location')
      .flatMap(entity => entity.status?.items ?? [])
      .map(item => item.message);
    expect(errors.join('\n')).toContain(
      'Placeholder $text ../../../data/auth.sqlite: ../../../data/auth.sqlite leads outside its repository',
    );
  });
});
