import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { runTestGit } from '@atrium/server-core/testing';
import {
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

const component = (type: string) =>
  entityYaml('Component', 'payments', { type, lifecycle: 'experimental', owner: 'team-a' });

// A repository publish:git pushed to this server's disk is bare; its files are read at HEAD.
describe('file locations inside a bare repository', () => {
  let server: CatalogTestServer;
  let bare: string;
  let work: string;

  const push = async (content: string) => {
    await fs.writeFile(path.join(work, 'catalog-info.yaml'), content);
    runTestGit(work, 'add', '--all');
    runTestGit(work, 'commit', '--quiet', '-m', 'update');
    runTestGit(work, 'push', '--quiet', bare, 'HEAD:refs/heads/main');
  };

  beforeAll(async () => {
    server = await startCatalogServer({
      config: { catalog: { processingInterval: { hours: 1 } } },
    });
    bare = path.join(server.dir, 'repositories', 'velora', 'payments.git');
    work = path.join(server.dir, 'work');
    await fs.mkdir(work, { recursive: true });
    runTestGit(server.dir, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    runTestGit(work, 'init', '--quiet', '--initial-branch=main');
    await push(component('service'));
  });
  afterAll(() => server?.stop());

  it('registers the catalog file at HEAD and reads it again on refresh', async () => {
    const created = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: path.join(bare, 'catalog-info.yaml') },
    });
    expect(created.status).toBe(201);
    const url = '/api/catalog/entities/by-name/component/default/payments';
    const entity = await server.waitFor(async () => {
      const { status, body } = await server.get<Entity>(url);
      return status === 200 ? body : undefined;
    });
    expect(entity.spec?.type).toBe('service');

    await push(component('library'));
    const refreshed = await server.json('/api/catalog/refresh', {
      method: 'POST',
      body: { entityRef: 'component:default/payments' },
    });
    expect(refreshed.status).toBe(200);
    expect((await server.get<Entity>(url)).body.spec?.type).toBe('library');
  });

  it('answers a missing file in the repository as a plain missing file', async () => {
    const dryRun = (target: string) =>
      server.json('/api/catalog/locations?dryRun=true', {
        method: 'POST',
        body: { type: 'file', target },
      });
    const inRepository = await dryRun(path.join(bare, 'missing.yaml'));
    const plain = await dryRun(path.join(server.dir, 'missing.yaml'));
    expect(inRepository.status).toBe(plain.status);
    expect(JSON.stringify(inRepository.body)).toContain(`${bare}/missing.yaml does not exist`);
    expect(JSON.stringify(plain.body)).toContain('missing.yaml does not exist');
  });

  it('keeps the file roots: a path climbing out of the repository is refused', async () => {
    const { status } = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'file', target: `${bare}/../../../../../etc/passwd` },
    });
    expect(status).toBe(403);
  });
});
