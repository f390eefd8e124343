import { promises as fs } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import { describeEachDatabase, runTestGit } from '@atrium/server-core/testing';
import {
  entityYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

const SIGNING_KEY = 'PRIVATE-SIGNING-KEY-d-8f3a';
const CONFIG_SECRET = 'CONFIG-SECRET-51c2';
const OUTSIDE_SECRET = 'OUTSIDE-SECRET-77b0';

const api = (name: string, definition: unknown) =>
  entityYaml('API', name, { type: 'openapi', lifecycle: 'production', owner: 'team', definition });

type Location = { location: { id: string }; entities: Entity[] };
type Query = { items: Entity[] };

// A guest registering files must not read anything of the server through a `$text`, `$json` or
// `$yaml` placeholder: only files of the entity's own source, after resolving symbolic links.
describeEachDatabase('placeholders confined to their own source', database => {
  let server: CatalogTestServer;
  let outside: string;
  let urlHost: Server;
  let urlBase: string;

  beforeAll(async () => {
    outside = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-outside-'));
    await fs.writeFile(path.join(outside, 'secret.txt'), OUTSIDE_SECRET);
    urlHost = createServer((request, response) => {
      const files: Record<string, string> = {
        '/acme/rides/blob/main/catalog-info.yaml': api('rides-remote', { $text: './openapi.yaml' }),
        '/acme/rides/blob/main/openapi.yaml': 'openapi: 3.0.3 # rides',
        '/acme/rides/blob/main/escape.yaml': api('escape-remote', {
          $text: '../../../other/blob/main/openapi.yaml',
        }),
        '/acme/rides/blob/main/absolute.yaml': api('absolute-remote', {
          $text: 'http://127.0.0.2:1/anything.yaml',
        }),
        '/acme/other/blob/main/openapi.yaml': 'openapi: 3.0.3 # other',
      };
      const body = files[request.url ?? ''];
      response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
    });
    await new Promise<void>(resolve => urlHost.listen(0, '127.0.0.1', resolve));
    urlBase = `http://127.0.0.1:${(urlHost.address() as AddressInfo).port}`;
    server = await startCatalogServer({
      database,
      config: {
        backend: {
          database: { client: 'better-sqlite3', connection: { directory: './data' } },
          reading: { allow: [{ host: new URL(urlBase).host }] },
        },
        scaffolder: { localRepositoryRoots: ['./repositories'] },
        catalog: { processingInterval: { hours: 1 } },
      },
      files: {
        'data/auth.sqlite': SIGNING_KEY,
        'app-config.yaml': `secret: ${CONFIG_SECRET}\n`,
        'apis/openapi.yaml': 'openapi: 3.0.3 # beside',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise(resolve => urlHost?.close(resolve));
    await fs.rm(outside, { recursive: true, force: true });
  });

  const register = (target: string, type = 'file') =>
    server.json<Location>('/api/catalog/locations', { method: 'POST', body: { type, target } });

  /** The errors on the Location entity the registration generated. */
  const locationErrors = (created: Location) =>
    JSON.stringify(created.entities.find(e => e.kind === 'Location')?.status?.items ?? 'no status');

  const wholeCatalog = async () =>
    JSON.stringify((await server.get<Query>('/api/catalog/entities/by-query?limit=500')).body);

  const expectNoSecrets = async () => {
    const all = await wholeCatalog();
    for (const secret of [SIGNING_KEY, CONFIG_SECRET, OUTSIDE_SECRET]) {
      expect(all).not.toContain(secret);
    }
  };

  async function pushBareRepository(name: string, files: Record<string, string>) {
    const bare = path.join(server.dir, 'repositories', 'velora', `${name}.git`);
    const work = path.join(server.dir, 'work', name);
    await fs.mkdir(work, { recursive: true });
    runTestGit(server.dir, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    runTestGit(work, 'init', '--quiet', '--initial-branch=main');
    for (const [file, content] of Object.entries(files)) {
      if (content.startsWith('link:')) await fs.symlink(content.slice(5), path.join(work, file));
      else await fs.writeFile(path.join(work, file), content);
    }
    runTestGit(work, 'add', '--all');
    runTestGit(work, 'commit', '--quiet', '-m', 'files');
    runTestGit(work, 'push', '--quiet', bare, 'HEAD:refs/heads/main');
    return bare;
  }

  it('never reads the data directory through a repository published to this server', async () => {
    const bare = await pushBareRepository('evil', {
      'catalog-info.yaml': api('evil', { $text: '../../../data/auth.sqlite' }),
    });
    const created = await register(path.join(bare, 'catalog-info.yaml'));
    expect(created.status).toBe(201);
    expect(locationErrors(created.body)).toContain(
      'Placeholder $text ../../../data/auth.sqlite: ../../../data/auth.sqlite leads outside its repository',
    );
    expect((await server.get('/api/catalog/entities/by-name/api/default/evil')).status).toBe(404);
    await expectNoSecrets();
  });

  it('reads a placeholder of a bare repository from the repository, not from its folder', async () => {
    const bare = await pushBareRepository('rides', {
      'catalog-info.yaml': api('rides', { $text: './openapi.yaml' }),
      'openapi.yaml': 'openapi: 3.0.3 # from git',
      'link.yaml': `link:${path.join(outside, 'secret.txt')}`,
      'linked.yaml': api('linked', { $text: './link.yaml' }),
      'git-config.yaml': api('git-config', { $text: './config' }),
    });
    await register(path.join(bare, 'catalog-info.yaml'));
    const rides = await server.get<Entity>('/api/catalog/entities/by-name/api/default/rides');
    expect(rides.body.spec?.definition).toBe('openapi: 3.0.3 # from git');

    const linked = await register(path.join(bare, 'linked.yaml'));
    expect(locationErrors(linked.body)).toContain('link.yaml is a symbolic link');
    // The repository's own config file is in its folder, not in its tree.
    const config = await register(path.join(bare, 'git-config.yaml'));
    expect(locationErrors(config.body)).toContain('Placeholder $text ./config');
    expect((await server.get('/api/catalog/entities/by-name/api/default/git-config')).status).toBe(
      404,
    );
    await expectNoSecrets();
  });

  it('keeps a file location to its directory tree, after resolving links', async () => {
    await server.write('apis/up.yaml', api('up', { $text: '../data/auth.sqlite' }));
    await server.write('apis/beside.yaml', api('beside', { $text: './openapi.yaml' }));
    await fs.symlink(path.join(outside, 'secret.txt'), path.join(server.dir, 'apis/link.txt'));
    await server.write('apis/linked.yaml', api('linked-file', { $text: './link.txt' }));

    const up = await register(path.join(server.dir, 'apis/up.yaml'));
    expect(locationErrors(up.body)).toContain(
      '../data/auth.sqlite leads outside the directory of its location',
    );
    const linked = await register(path.join(server.dir, 'apis/linked.yaml'));
    expect(locationErrors(linked.body)).toContain(
      './link.txt leads outside the directory of its location',
    );
    await register(path.join(server.dir, 'apis/beside.yaml'));
    const beside = await server.get<Entity>('/api/catalog/entities/by-name/api/default/beside');
    expect(beside.body.spec?.definition).toBe('openapi: 3.0.3 # beside');
    await expectNoSecrets();
  });

  it('never reads the configuration or the database, even inside the directory tree', async () => {
    await server.write(
      'root.yaml',
      [
        api('config-file', { $text: './app-config.yaml' }),
        api('data-file', { $yaml: './data/auth.sqlite' }),
      ].join('\n---\n'),
    );
    const created = await register(path.join(server.dir, 'root.yaml'));
    const errors = locationErrors(created.body);
    expect(errors).toContain('Placeholder $text ./app-config.yaml: Reading');
    expect(errors).toContain('Placeholder $yaml ./data/auth.sqlite: Reading');
    expect(errors).toContain('is a protected path');
    await expectNoSecrets();
  });

  it('refuses to register a protected file, a repository folder or a link out of the roots', async () => {
    await fs.symlink(path.join(outside, 'secret.txt'), path.join(server.dir, 'escape.yaml'));
    for (const target of [
      path.join(server.dir, 'app-config.yaml'),
      path.join(server.dir, 'data/auth.sqlite'),
      path.join(server.dir, 'escape.yaml'),
    ]) {
      const created = await register(target);
      expect(created.status, target).toBe(403);
      expect(JSON.stringify(created.body)).not.toContain(SIGNING_KEY);
    }
    // A repository's folder is read through git: its `config` is no file of the repository.
    const bare = await pushBareRepository('with-remote', { 'catalog-info.yaml': api('x', {}) });
    runTestGit(bare, 'config', 'remote.origin.url', 'https://bot:GIT-CREDENTIAL@git.example/x');
    const config = await register(path.join(bare, 'config'));
    expect(locationErrors(config.body)).toContain(`${bare}/config does not exist`);
    expect(await wholeCatalog()).not.toContain('GIT-CREDENTIAL');
  });

  it('keeps the stored version of an entity whose placeholder now leads outside', async () => {
    const file = await server.write('keep/api.yaml', api('kept', { $text: './def.yaml' }));
    await server.write('keep/def.yaml', 'openapi: 3.0.3 # kept');
    const created = await register(file);
    expect(created.status).toBe(201);
    await server.write('keep/api.yaml', api('kept', { $text: '../data/auth.sqlite' }));
    await server.json('/api/catalog/refresh', {
      method: 'POST',
      body: { entityRef: 'api:default/kept' },
    });
    const kept = await server.get<Entity>('/api/catalog/entities/by-name/api/default/kept');
    expect(kept.body.spec?.definition).toBe('openapi: 3.0.3 # kept');
    expect(kept.body.status?.items?.[0]).toMatchObject({
      level: 'error',
      message: expect.stringContaining('Placeholder $text ../data/auth.sqlite'),
    });
    await expectNoSecrets();
  });

  it('keeps a url placeholder to the same host and repository', async () => {
    const rides = await register(`${urlBase}/acme/rides/blob/main/catalog-info.yaml`, 'url');
    expect(rides.status).toBe(201);
    const entity = await server.get<Entity>(
      '/api/catalog/entities/by-name/api/default/rides-remote',
    );
    expect(entity.body.spec?.definition).toBe('openapi: 3.0.3 # rides');

    const escape = await register(`${urlBase}/acme/rides/blob/main/escape.yaml`, 'url');
    expect(locationErrors(escape.body)).toContain(
      `../../../other/blob/main/openapi.yaml leads outside ${urlBase}/acme/rides/`,
    );
    const absolute = await register(`${urlBase}/acme/rides/blob/main/absolute.yaml`, 'url');
    expect(locationErrors(absolute.body)).toContain(
      'http://127.0.0.2:1/anything.yaml leads outside',
    );
  });
});
