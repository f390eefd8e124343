import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '@atrium/server-core/testing';
import { startMain, writeSelfContainedConfig, type StartedMain } from './testing/startMain';

const PIPELINE_TOKEN = 'pipeline-token-7f3a9c1e5b';
const DOCS_ONLY_TOKEN = 'docs-only-token-2d8e4b6a';

/** A script calling the portal as `npm start` runs it, with a token of backend.auth.externalAccess. */
describe('an external caller, end to end', () => {
  let dir: string;
  let catalogFiles: string;
  let main: StartedMain;
  let base: string;

  interface Answer {
    error?: { name: string; message: string };
    spec?: { owner?: string };
  }

  const call = async (pathname: string, token: string, body?: unknown) => {
    const response = await fetch(`${base}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer };
  };

  const waitFor = <T>(check: () => Promise<T | undefined>, what: string) =>
    main.waitFor(check, what);

  beforeAll(async () => {
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-external-')));
    const port = await findFreePort();
    const written = await writeSelfContainedConfig(dir, port);
    catalogFiles = written.catalogFiles;
    await fs.mkdir(catalogFiles, { recursive: true });
    const access = path.join(dir, 'external-access.yaml');
    await fs.writeFile(
      access,
      JSON.stringify({
        backend: {
          auth: {
            externalAccess: [
              { type: 'static', options: { token: PIPELINE_TOKEN, subject: 'deploy-pipeline' } },
              {
                type: 'static',
                options: { token: DOCS_ONLY_TOKEN, subject: 'docs-publisher' },
                accessRestrictions: [{ plugin: 'techdocs' }],
              },
            ],
          },
        },
      }),
    );
    main = startMain(['--config', 'app-config.yaml', '--config', written.file, '--config', access]);
    base = `http://127.0.0.1:${port}`;
    await waitFor(async () => {
      const { status } = await call('/api/catalog/entities?limit=1', PIPELINE_TOKEN);
      return status === 200 ? true : undefined;
    }, 'the server');
  }, 60_000);

  afterAll(async () => {
    await main?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('registers a location with a static token and reads its entity back', async () => {
    const file = path.join(catalogFiles, 'catalog-info.yaml');
    await fs.writeFile(
      file,
      [
        'apiVersion: backstage.io/v1alpha1',
        'kind: Component',
        'metadata:',
        '  name: deployed-by-pipeline',
        'spec:',
        '  type: service',
        '  lifecycle: production',
        '  owner: group:default/rider-apps',
        '',
      ].join('\n'),
    );
    const registered = await call('/api/catalog/locations', PIPELINE_TOKEN, {
      type: 'file',
      target: file,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const entity = await waitFor(async () => {
      const { status, body } = await call(
        '/api/catalog/entities/by-name/component/default/deployed-by-pipeline',
        PIPELINE_TOKEN,
      );
      return status === 200 ? body : undefined;
    }, 'the registered entity');
    expect(entity.spec?.owner).toBe('group:default/rider-apps');
  });

  it('keeps a restricted caller out of the catalog, and a wrong token out of everything', async () => {
    const restricted = await call('/api/catalog/entities?limit=1', DOCS_ONLY_TOKEN);
    expect(restricted).toMatchObject({
      status: 403,
      body: { error: { message: 'external:docs-publisher may not call the catalog plugin' } },
    });
    const wrong = await call('/api/catalog/entities?limit=1', 'pipeline-token-0000000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.name).toBe('AuthenticationError');
  });
});
