import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Entity } from '@atrium/model';
import {
  describeEachDatabase,
  findFreePort,
  putRepositoryFile,
  startFakeAzure,
  startFakeGithub,
  type FakeAzure,
  type FakeGithub,
} from '@atrium/server-core/testing';
import type { AnalyzeLocationResponse } from '../../shared';
import {
  componentYaml,
  startCatalogServer,
  type CatalogTestServer,
} from '../testing/startCatalogServer';

const GITHUB_TOKEN = 'ghp_analyze_private';
const AZURE_TOKEN = 'azure-analyze-pat';
const url = '/api/catalog/analyze-location';

/** Repositories by name with their files; none at all makes an empty repository. */
const githubRepositories: Record<string, Record<string, string>> = {
  'with-file': { 'catalog-info.yaml': componentYaml('payments', 'team-a') },
  'Plain_Repo.Service': { 'README.md': '# plain' },
  owned: {
    'README.md': '# owned',
    '.github/CODEOWNERS':
      '* @acme/old\n/docs/ @acme/writers\n* ada@acme.example @acme/payments-team\n',
  },
  'user-owned': { CODEOWNERS: '*       @grace\n' },
  // Hostile CODEOWNERS files: binary, and a rule for the repository after 50,000 lines.
  'binary-owners': { CODEOWNERS: '* @acme/payments\u0000\u0001\u0002' },
  'long-owners': { CODEOWNERS: `${'/x/ @acme/x\n'.repeat(50_000)}* @acme/too-late\n` },
  empty: {},
};

async function startGithub(): Promise<FakeGithub> {
  const github = await startFakeGithub({ token: GITHUB_TOKEN, login: 'atrium-bot' });
  for (const [name, files] of Object.entries(githubRepositories)) {
    const repo = await github.addRepository(`acme/${name}`, { visibility: 'private' });
    for (const [path, content] of Object.entries(files)) {
      await putRepositoryFile(repo.bare, { branch: 'main', path, content });
    }
  }
  // A repository whose default branch is not main, with its catalog file there only.
  const develop = await github.addRepository('acme/on-develop', { visibility: 'private' });
  await putRepositoryFile(develop.bare, {
    branch: 'develop',
    path: 'catalog-info.yaml',
    content: componentYaml('on-develop'),
  });
  github.repos.get('acme/on-develop')!.default_branch = 'develop';
  return github;
}

async function startAzure(): Promise<FakeAzure> {
  const azure = await startFakeAzure({ token: AZURE_TOKEN, projects: ['acme/shop'] });
  const withFile = await azure.addRepository('acme/shop/with-file');
  await putRepositoryFile(withFile.bare, {
    branch: 'main',
    path: 'catalog-info.yaml',
    content: componentYaml('azure-payments', 'team-b'),
  });
  const without = await azure.addRepository('acme/shop/without-file');
  await putRepositoryFile(without.bare, { branch: 'main', path: 'README.md', content: '# x' });
  await putRepositoryFile(without.bare, {
    branch: 'main',
    path: 'docs/CODEOWNERS',
    content: '* @acme/shop-team\n',
  });
  return azure;
}

// POST /analyze-location on repositories read through their GitHub and Azure DevOps integrations.
describeEachDatabase('POST /analyze-location for repositories', database => {
  let github: FakeGithub;
  let refusing: FakeGithub;
  let azure: FakeAzure;
  let server: CatalogTestServer;
  // A GitHub integration whose host answers nothing.
  let silentHost: string;

  beforeAll(async () => {
    silentHost = `127.0.0.1:${await findFreePort()}`;
    [github, refusing, azure] = await Promise.all([
      startGithub(),
      startFakeGithub({ token: 'the-real-token', login: 'someone' }),
      startAzure(),
    ]);
    await refusing.addRepository('acme/locked');
    const githubEntry = (host: FakeGithub, token: string) => ({
      host: host.host,
      baseUrl: host.url,
      apiBaseUrl: host.apiBaseUrl,
      token,
    });
    server = await startCatalogServer({
      database,
      config: {
        integrations: {
          github: [
            githubEntry(github, GITHUB_TOKEN),
            githubEntry(refusing, 'a-revoked-token'),
            {
              host: silentHost,
              baseUrl: `http://${silentHost}`,
              apiBaseUrl: `http://${silentHost}/api/v3`,
              token: 'unused',
            },
          ],
          azure: [{ host: azure.host, baseUrl: azure.url, token: AZURE_TOKEN }],
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([github?.stop(), refusing?.stop(), azure?.stop()]);
  });

  const analyze = (target: string) =>
    server.json<AnalyzeLocationResponse>(url, {
      method: 'POST',
      body: { location: { type: 'url', target } },
    });
  const summary = (body: AnalyzeLocationResponse) =>
    body.existingEntityFiles.map(file => ({
      target: file.location.target,
      isRegistered: file.isRegistered,
      entity: `${file.entity.kind}:${file.entity.metadata.name}`,
    }));

  it('finds the catalog file of a private GitHub repository on its default branch', async () => {
    const target = `${github.url}/acme/with-file/blob/main/catalog-info.yaml`;
    for (const given of [`${github.url}/acme/with-file`, `${github.url}/acme/with-file.git/`]) {
      const { status, body } = await analyze(given);
      expect({ given, status }).toEqual({ given, status: 200 });
      expect(body.generateEntities).toEqual([]);
      expect(summary(body)).toEqual([
        { target, isRegistered: false, entity: 'Component:payments' },
      ]);
    }
    // Read through the API with the integration's token: the repository is private.
    expect(github.requests.some(r => r.path === '/api/v3/repos/acme/with-file')).toBe(true);

    const created = await server.json('/api/catalog/locations', {
      method: 'POST',
      body: { type: 'url', target },
    });
    expect(created.status).toBe(201);
    const { body } = await analyze(`${github.url}/acme/with-file`);
    expect(summary(body)).toEqual([{ target, isRegistered: true, entity: 'Component:payments' }]);
  });

  it('targets the file as GitHub names the repository, so push webhooks match it', async () => {
    const { body } = await analyze(`${github.url}/ACME/With-File`);
    expect(body.existingEntityFiles.map(file => file.location.target)).toEqual([
      `${github.url}/acme/with-file/blob/main/catalog-info.yaml`,
    ]);
  });

  it("reads the repository's default branch, or the branch a /tree/ URL names", async () => {
    const { body } = await analyze(`${github.url}/acme/on-develop`);
    expect(summary(body)).toEqual([
      {
        target: `${github.url}/acme/on-develop/blob/develop/catalog-info.yaml`,
        isRegistered: false,
        entity: 'Component:on-develop',
      },
    ]);
    const onMain = await analyze(`${github.url}/acme/on-develop/tree/main`);
    expect(onMain.body.existingEntityFiles).toEqual([]);
    expect(onMain.body.generateEntities).toHaveLength(1);
  });

  it('proposes a Component for a GitHub repository without a catalog file', async () => {
    const { status, body } = await analyze(`${github.url}/acme/Plain_Repo.Service`);
    expect(status).toBe(200);
    expect(body.existingEntityFiles).toEqual([]);
    expect(body.generateEntities).toEqual([
      {
        entity: {
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'Component',
          metadata: {
            name: 'plain-repo-service',
            annotations: { 'github.com/project-slug': 'acme/Plain_Repo.Service' },
          },
          spec: { type: 'other', lifecycle: 'unknown' },
        },
        fields: [
          expect.objectContaining({
            field: 'metadata.name',
            value: 'plain-repo-service',
            state: 'analysisSuggestedValue',
          }),
          expect.objectContaining({ field: 'spec.owner', state: 'needsUserInput' }),
        ],
      },
    ]);
  });

  it("suggests the owner from the repository's CODEOWNERS", async () => {
    const owned = (await analyze(`${github.url}/acme/owned`)).body.generateEntities[0];
    expect(owned?.entity.spec).toEqual({
      type: 'other',
      lifecycle: 'unknown',
      owner: 'payments-team',
    });
    expect(owned?.fields).toContainEqual(
      expect.objectContaining({
        field: 'spec.owner',
        value: 'payments-team',
        state: 'analysisSuggestedValue',
      }),
    );
    const byUser = (await analyze(`${github.url}/acme/user-owned`)).body.generateEntities[0];
    expect(byUser?.entity.spec?.owner).toBe('user:grace');
  });

  it('answers a hostile CODEOWNERS with no owner suggestion', async () => {
    for (const name of ['binary-owners', 'long-owners']) {
      const { status, body } = await analyze(`${github.url}/acme/${name}`);
      expect({ name, status }).toEqual({ name, status: 200 });
      expect(body.generateEntities[0]?.entity.spec).toEqual({
        type: 'other',
        lifecycle: 'unknown',
      });
      expect(body.generateEntities[0]?.fields).toContainEqual(
        expect.objectContaining({ field: 'spec.owner', state: 'needsUserInput' }),
      );
    }
  });

  it('refuses a catalogFilename that would leave the repository', async () => {
    for (const catalogFilename of [
      '../payments/catalog-info.yaml',
      '%2e%2e/x.yaml',
      '/etc/x.yaml',
    ]) {
      const { status, body } = await server.json<{ error: { message: string } }>(url, {
        method: 'POST',
        body: { location: { type: 'url', target: `${github.url}/acme/owned` }, catalogFilename },
      });
      expect({ catalogFilename, status }).toEqual({ catalogFilename, status: 400 });
      expect(body.error.message).toContain('Invalid catalogFilename');
    }
  });

  it('proposes a Component for an empty repository', async () => {
    const { status, body } = await analyze(`${github.url}/acme/empty`);
    expect(status).toBe(200);
    expect(body.generateEntities[0]?.entity.metadata?.name).toBe('empty');
  });

  it('answers 404 for a repository the credentials cannot see', async () => {
    const { status, body } = await server.json<{ error: { name: string; message: string } }>(url, {
      method: 'POST',
      body: { location: { type: 'url', target: `${github.url}/acme/missing` } },
    });
    expect(status).toBe(404);
    expect(body.error.message).toContain('Repository acme/missing was not found');
  });

  it('answers 403 naming the integration when the host refuses its credentials', async () => {
    const { status, body } = await server.json<{ error: { name: string; message: string } }>(url, {
      method: 'POST',
      body: { location: { type: 'url', target: `${refusing.url}/acme/locked` } },
    });
    expect(status).toBe(403);
    expect(body.error.name).toBe('NotAllowedError');
    expect(body.error.message).toContain(
      `check the credentials of integrations.github for ${refusing.host}`,
    );
    expect(body.error.message).not.toContain('a-revoked-token');
  });

  it('answers 503 when the host cannot be reached', async () => {
    const { status, body } = await server.json<{ error: { name: string; message: string } }>(url, {
      method: 'POST',
      body: { location: { type: 'url', target: `http://${silentHost}/a/b` } },
    });
    expect(status).toBe(503);
    expect(body.error.name).toBe('ServiceUnavailableError');
    expect(body.error.message).toContain(`Could not reach ${silentHost}`);
  });

  it('answers 400 for a folder URL or a file that is not YAML', async () => {
    for (const target of [
      `${github.url}/acme/with-file/blob/main/docs`,
      `${github.url}/acme/with-file/tree/main/docs`,
    ]) {
      const { status, body } = await server.json<{ error: { name: string; message: string } }>(
        url,
        { method: 'POST', body: { location: { type: 'url', target } } },
      );
      expect({ target, status }).toEqual({ target, status: 400 });
      expect(body.error.message).toContain("give the repository's URL");
    }
  });

  it('finds the catalog file of an Azure DevOps repository', async () => {
    const { status, body } = await analyze(`${azure.url}/acme/shop/_git/with-file`);
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      {
        target: `${azure.url}/acme/shop/_git/with-file?path=/catalog-info.yaml&version=GBmain`,
        isRegistered: false,
        entity: 'Component:azure-payments',
      },
    ]);
    expect(azure.requests.some(r => r.path === '/acme/shop/_apis/git/repositories/with-file')).toBe(
      true,
    );
  });

  it('proposes a Component for an Azure DevOps repository without one', async () => {
    const { body } = await analyze(`${azure.url}/acme/shop/_git/without-file`);
    expect(body.existingEntityFiles).toEqual([]);
    const entity = body.generateEntities[0]?.entity as Entity;
    expect(entity.metadata).toEqual({
      name: 'without-file',
      annotations: { 'dev.azure.com/project-repo': 'shop/without-file' },
    });
    expect(entity.spec).toEqual({ type: 'other', lifecycle: 'unknown', owner: 'shop-team' });
  });

  it('answers 400 naming what an Azure DevOps URL lacks', async () => {
    const { status, body } = await server.json<{ error: { message: string } }>(url, {
      method: 'POST',
      body: { location: { type: 'url', target: `${azure.url}/acme/shop` } },
    });
    expect(status).toBe(400);
    expect(body.error.message).toContain('the repository is missing');
  });
  it('reads an Azure DevOps file URL (?path=….yaml) as a catalog file', async () => {
    const target = `${azure.url}/acme/shop/_git/with-file?path=/catalog-info.yaml&version=GBmain`;
    const { status, body } = await analyze(target);
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      { target, isRegistered: false, entity: 'Component:azure-payments' },
    ]);
  });

  it('answers 403 naming the integration when Azure DevOps refuses its token', async () => {
    azure.setToken('a-rotated-token');
    try {
      const { status, body } = await server.json<{ error: { name: string; message: string } }>(
        url,
        {
          method: 'POST',
          body: { location: { type: 'url', target: `${azure.url}/acme/shop/_git/with-file` } },
        },
      );
      expect(status).toBe(403);
      expect(body.error.message).toContain(
        `check the credentials of integrations.azure for ${azure.host}`,
      );
      expect(body.error.message).not.toContain(AZURE_TOKEN);
    } finally {
      azure.setToken(AZURE_TOKEN);
    }
  });
});
