import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { fetchGuestToken } from '@atrium/plugin-auth/testing';
import { findFreePort } from '@atrium/server-core/testing';
import { callApi } from './testing/callApi';
import { startMain, writeSelfContainedConfig, type StartedMain } from './testing/startMain';

const run = promisify(execFile);

interface Task {
  id: string;
  status: string;
}

interface CompletionOutput {
  links?: Array<{ title?: string; url?: string; entityRef?: string }>;
}

/** The three demo templates, run as `npm start` runs them: the shipped configuration and plugins. */
describe('the demo templates, end to end', () => {
  let dir: string;
  let repositories: string;
  let main: StartedMain;
  let base: string;
  let token: string;

  const call = <T>(pathname: string, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(base, pathname, { ...init, token });

  const waitFor = <T>(check: () => Promise<T | undefined>, what: string) =>
    main.waitFor(check, what);

  const git = async (bare: string, ...args: string[]) =>
    (await run('git', [`--git-dir=${bare}`, ...args], { env: { ...process.env, LANG: 'C' } }))
      .stdout;

  /** The bare repository a template pushed to, and the files on its main branch, sorted. */
  const published = async (name: string) => {
    const bare = path.join(repositories, 'velora', `${name}.git`);
    const listing = await git(bare, 'ls-tree', '-r', '--name-only', 'main');
    return { bare, files: listing.trim().split('\n').sort() };
  };

  beforeAll(async () => {
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-demo-templates-')));
    const port = await findFreePort();
    // The shipped configuration, with the database, the repositories and API-registered file
    // locations in the test's own directory.
    const written = await writeSelfContainedConfig(dir, port);
    repositories = written.repositories;
    const override = written.file;
    main = startMain(['--config', 'app-config.yaml', '--config', override]);
    base = `http://127.0.0.1:${port}`;
    token = await waitFor(() => fetchGuestToken(base), 'the guest sign-in');
    await waitFor(async () => {
      const names = ['node-service', 'docs-site', 'typescript-library'];
      const found = await Promise.all(
        names.map(name => call(`/api/catalog/entities/by-name/template/default/${name}`)),
      );
      return found.every(answer => answer.status === 200) ? true : undefined;
    }, 'the demo templates in the catalog');
  }, 60_000);

  afterAll(async () => {
    await main?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  /** Starts the template, waits for its end and answers the task with its completion output. */
  const runTemplate = async (template: string, values: Record<string, unknown>) => {
    const created = await call<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: { templateRef: `template:default/${template}`, values },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const task = await waitFor(async () => {
      const { body } = await call<Task>(`/api/scaffolder/v2/tasks/${created.body.id}`);
      return ['completed', 'failed', 'cancelled'].includes(body.status) ? body : undefined;
    }, `task ${created.body.id}`);
    const events = await call<Array<{ type: string; body: { message?: string } }>>(
      `/api/scaffolder/v2/tasks/${task.id}/events`,
    );
    const log = events.body.map(event => event.body.message).join('\n');
    expect(task.status, log).toBe('completed');
    const completion = events.body.find(event => event.type === 'completion');
    return (completion?.body as { output?: CompletionOutput }).output ?? {};
  };

  const entity = async (name: string) => {
    const { status, body } = await call<Entity>(
      `/api/catalog/entities/by-name/component/default/${name}`,
    );
    expect(status).toBe(200);
    return body;
  };

  it('lists the local repository host for the repository pickers', async () => {
    const { status, body } = await call<{ integrations: Array<{ host: string; type: string }> }>(
      '/api/scaffolder/v2/integrations?allowedHosts=localhost',
    );
    expect(status).toBe(200);
    expect(body.integrations).toEqual([
      { type: 'local', title: 'Repositories on this server', host: 'localhost' },
    ]);
  });

  it('creates a Node.js service: a bare repository with the rendered service, in the catalog', async () => {
    const output = await runTemplate('node-service', {
      name: 'dock-reservations',
      description: 'Holds a dock for a rider for ten minutes before they arrive.',
      owner: 'group:default/rider-apps',
      system: 'system:default/rides',
      repoUrl: 'localhost?owner=velora&repo=dock-reservations',
      port: 8081,
      dockerfile: true,
    });
    const { bare, files } = await published('dock-reservations');
    expect(output.links).toEqual([
      { title: 'Repository', url: `file://${bare}` },
      {
        title: 'Open in catalog',
        icon: 'catalog',
        entityRef: 'component:default/dock-reservations',
      },
    ]);

    const service = await entity('dock-reservations');
    expect(service.spec).toMatchObject({
      type: 'service',
      owner: 'group:default/rider-apps',
      system: 'system:default/rides',
    });
    expect(service.metadata.annotations?.['backstage.io/managed-by-location']).toBe(
      `file:${bare}/catalog-info.yaml`,
    );
    expect(files).toEqual([
      'Dockerfile',
      'README.md',
      'catalog-info.yaml',
      'package.json',
      'src/index.js',
    ]);
    const pkg = JSON.parse(await git(bare, 'show', 'main:package.json')) as Record<string, unknown>;
    expect(pkg).toMatchObject({
      name: 'dock-reservations',
      description: 'Holds a dock for a rider for ten minutes before they arrive.',
    });
    const index = await git(bare, 'show', 'main:src/index.js');
    expect(index).toContain('process.env.PORT ?? 8081');
    expect(index).toContain("service: 'dock-reservations'");
    expect(await git(bare, 'show', 'main:Dockerfile')).toContain('EXPOSE 8081');
    expect(await git(bare, 'log', '-1', '--format=%an <%ae>: %s', 'main')).toBe(
      'Velora Portal <portal@velora.example>: Create dock-reservations from the Node.js service template\n',
    );
  });

  it('creates a documentation site with TechDocs, and its optional runbook page', async () => {
    await runTemplate('docs-site', {
      name: 'workshop-handbook',
      title: 'Workshop handbook',
      description: 'How the workshops diagnose, repair and return bikes to the fleet.',
      owner: 'group:default/workshop-tools',
      repoUrl: 'localhost?owner=velora&repo=workshop-handbook',
      runbooks: true,
    });
    const site = await entity('workshop-handbook');
    expect(site.spec).toMatchObject({
      type: 'documentation',
      owner: 'group:default/workshop-tools',
    });
    expect(site.metadata.annotations?.['backstage.io/techdocs-ref']).toBe('dir:.');
    const { bare, files } = await published('workshop-handbook');
    expect(files).toEqual(['catalog-info.yaml', 'docs/index.md', 'docs/runbooks.md', 'mkdocs.yml']);
    const mkdocs = await git(bare, 'show', 'main:mkdocs.yml');
    expect(mkdocs).toContain('site_name: "Workshop handbook"');
    expect(mkdocs).toContain('  - Runbooks: runbooks.md');
    expect(await git(bare, 'show', 'main:docs/index.md')).toContain('# Workshop handbook');

    // Its docs build from the bare repository the template pushed to, as the Docs tab asks.
    const sync = await fetch(`${base}/api/techdocs/sync/default/component/workshop-handbook`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const events = await sync.text();
    expect(events).toContain('event: finish\ndata: {"updated":true}');
    const runbooks = await fetch(
      `${base}/api/techdocs/static/docs/default/component/workshop-handbook/runbooks/`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(runbooks.status).toBe(200);
    expect(await runbooks.text()).toContain('<title>Runbooks - Workshop handbook</title>');
  });

  it('creates a TypeScript library, leaving the tests out when asked', async () => {
    await runTemplate('typescript-library', {
      name: 'fare-rules',
      description: 'Per-minute prices, passes and caps, shared by pricing and billing.',
      owner: 'group:default/billing-squad',
      repoUrl: 'localhost?owner=velora&repo=fare-rules',
      packageScope: '@velora',
      tests: false,
    });
    const library = await entity('fare-rules');
    expect(library.spec).toMatchObject({ type: 'library', owner: 'group:default/billing-squad' });
    expect(library.spec?.system).toBeUndefined();
    const { bare, files } = await published('fare-rules');
    expect(files).toEqual([
      'README.md',
      'catalog-info.yaml',
      'package.json',
      'src/index.ts',
      'tsconfig.json',
    ]);
    expect(await git(bare, 'show', 'main:src/index.ts')).toContain("name: '@velora/fare-rules'");
  });

  it('refuses a repository that already exists rather than overwriting it', async () => {
    const created = await call<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: {
        templateRef: 'template:default/typescript-library',
        values: {
          name: 'fare-rules-again',
          description: 'A second library pushed to the repository of the first.',
          owner: 'group:default/billing-squad',
          repoUrl: 'localhost?owner=velora&repo=fare-rules',
          packageScope: '@velora',
        },
      },
    });
    const task = await waitFor(async () => {
      const { body } = await call<Task>(`/api/scaffolder/v2/tasks/${created.body.id}`);
      return ['completed', 'failed'].includes(body.status) ? body : undefined;
    }, 'the second push');
    expect(task.status).toBe('failed');
    const events = await call<Array<{ body: { message?: string } }>>(
      `/api/scaffolder/v2/tasks/${task.id}/events`,
    );
    expect(events.body.map(event => event.body.message).join('\n')).toMatch(/git push failed/);
    expect((await entity('fare-rules')).metadata.description).toContain('Per-minute prices');
  });
});
