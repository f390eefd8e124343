import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { readScmIntegrations } from '../integrations/readScmIntegrations';
import { putRepositoryFile } from '../testing/scmHosts/putRepositoryFile';
import { startFakeGithub, type FakeGithub } from '../testing/scmHosts/startFakeGithub';
import { createUrlReader } from './createUrlReader';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('reading private files as a GitHub App', () => {
  let github: FakeGithub;

  beforeAll(async () => {
    github = await startFakeGithub({
      // Nobody has the token: only the app's installation tokens open the API.
      token: 'unused-token',
      login: 'someone',
      app: { appId: '42', publicKey, installedOn: ['acme'] },
    });
    for (const fullName of ['acme/payments', 'other/tools']) {
      const repo = await github.addRepository(fullName, { visibility: 'private' });
      await putRepositoryFile(repo.bare, {
        branch: 'main',
        path: 'catalog-info.yaml',
        content: `name: ${fullName}\n`,
      });
    }
  });
  afterAll(() => github?.stop());

  const reader = () =>
    createUrlReader({
      allow: [],
      integrations: readScmIntegrations(
        createConfig({
          integrations: {
            github: [
              {
                host: github.host,
                baseUrl: github.url,
                apiBaseUrl: github.apiBaseUrl,
                apps: [
                  {
                    appId: 42,
                    privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
                  },
                ],
              },
            ],
          },
        }),
      ),
    });

  it("reads with an installation token of the account's installation, made once", async () => {
    const files = reader();
    const url = `${github.url}/acme/payments/blob/main/catalog-info.yaml`;
    for (let i = 0; i < 2; i++) {
      const result = await files.read(url);
      expect(result.notModified ? '' : result.buffer.toString()).toBe('name: acme/payments\n');
    }
    const exchanges = github.requests.filter(r => r.path.endsWith('/access_tokens'));
    expect(exchanges).toHaveLength(1);
  });

  it('reads nothing of an account the app is not installed on', async () => {
    await expect(
      reader().read(`${github.url}/other/tools/blob/main/catalog-info.yaml`),
    ).rejects.toThrow(/refused to read .* check the credentials of integrations\.github/);
  });
});
