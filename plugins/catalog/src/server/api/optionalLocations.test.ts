import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import {
  describeEachDatabase,
  putRepositoryFile,
  startFakeGithub,
  type FakeGithub,
  type FakeGithubRepo,
} from '@atrium/server-core/testing';
import type { AddLocationResponse } from '../../shared';
import {
  componentYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

const TOKEN = 'ghp_optional_locations';

// `presence: optional` locations (Backstage's LocationSpec): the catalog file a pull request is
// about to add is registered before it exists, and waited for without an error.
describeEachDatabase('optional locations', database => {
  let github: FakeGithub;
  let repo: FakeGithubRepo;
  let server: CatalogTestServer;

  beforeAll(async () => {
    github = await startFakeGithub({ token: TOKEN, login: 'atrium-bot' });
    repo = await github.addRepository('acme/later', { visibility: 'private' });
    await putRepositoryFile(repo.bare, { branch: 'main', path: 'README.md', content: '# later' });
    server = await startCatalogServer({
      database,
      config: {
        integrations: {
          github: [
            { host: github.host, baseUrl: github.url, apiBaseUrl: github.apiBaseUrl, token: TOKEN },
          ],
        },
        catalog: { processingInterval: { minutes: 30 } },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await github?.stop();
  });

  const fileUrl = (path: string) => `${github.url}/acme/later/blob/main/${path}`;
  const addLocation = (body: Record<string, unknown>, query = '') =>
    server.json<AddLocationResponse>(`/api/catalog/locations${query}`, { method: 'POST', body });
  const locationEntity = async (target: string) => {
    const filter = encodeURIComponent(`kind=location,spec.target=${target}`);
    const { body } = await server.get<Entity[]>(`/api/catalog/entities?filter=${filter}`);
    return body[0];
  };
  const component = async (name: string) => {
    const { status, body } = await server.get<Entity>(
      `/api/catalog/entities/by-name/component/default/${name}`,
    );
    return status === 200 ? body : undefined;
  };

  it('waits for the file of an optional location, then reads it once it exists', async () => {
    const target = fileUrl('catalog-info.yaml');
    const dryRun = await addLocation({ type: 'url', target, presence: 'optional' }, '?dryRun=true');
    expect(dryRun.status).toBe(201);
    expect(dryRun.body.entities.map(e => e.kind)).toEqual(['Location']);

    const created = await addLocation({ type: 'url', target, presence: 'optional' });
    expect(created.status).toBe(201);
    // Only the Location entity standing for the registration: no error, nothing read yet.
    expect(created.body.entities.map(e => e.kind)).toEqual(['Location']);
    const waiting = await locationEntity(target);
    expect(waiting?.spec).toEqual({ type: 'url', target, presence: 'optional' });
    expect(waiting?.status?.items).toEqual([
      {
        type: 'backstage.io/catalog-processing',
        level: 'info',
        message: `Waiting for ${target} to exist; it is read again every 30 minutes`,
      },
    ]);

    // The pull request is merged.
    await putRepositoryFile(repo.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: componentYaml('later-service'),
    });
    const ref = `location:default/${waiting!.metadata.name}`;
    const refreshed = await server.json('/api/catalog/refresh', {
      method: 'POST',
      body: { entityRef: ref },
    });
    expect(refreshed.status).toBe(200);
    const entity = await server.waitFor(() => component('later-service'));
    expect(entity.metadata.annotations?.['backstage.io/managed-by-location']).toBe(`url:${target}`);
    expect((await locationEntity(target))?.status?.items ?? []).toEqual([]);
  });

  it('keeps the error of a required location whose file does not exist', async () => {
    const target = fileUrl('missing.yaml');
    const dryRun = await addLocation({ type: 'url', target }, '?dryRun=true');
    expect(dryRun.status).toBe(400);
    const created = await addLocation({ type: 'url', target, presence: 'required' });
    expect(created.status).toBe(201);
    const entity = await locationEntity(target);
    expect(entity?.spec).toEqual({ type: 'url', target });
    expect(entity?.status?.items).toEqual([
      expect.objectContaining({
        level: 'error',
        message: expect.stringContaining(`Unable to read url:${target}`),
      }),
    ]);
  });

  it('answers 400 for a presence other than required or optional', async () => {
    const { status, body } = await server.json<{ error: { message: string } }>(
      '/api/catalog/locations',
      { method: 'POST', body: { type: 'url', target: fileUrl('x.yaml'), presence: 'maybe' } },
    );
    expect(status).toBe(400);
    expect(body.error.message).toContain('presence');
  });
});
