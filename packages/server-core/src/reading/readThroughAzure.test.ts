import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { putRepositoryFile } from '../testing/scmHosts/putRepositoryFile';
import { readersFromAppConfig } from '../testing/scmHosts/readersFromAppConfig';
import { startFakeAzure, type FakeAzure } from '../testing/scmHosts/startFakeAzure';
import type { ReadUrlResult } from './createUrlReader';

const PAT = 'azure-secret-personal-access-token';

describe('reading Azure DevOps files through its API with a personal access token', () => {
  let azure: FakeAzure;
  let clock = Date.now();
  const appConfig = (token: string) => `
integrations:
  azure:
    - host: ${azure.host}
      baseUrl: ${azure.url}
      credentials:
        - organizations: [acme]
          personalAccessToken: ${token}
`;
  const reader = (token = PAT) =>
    readersFromAppConfig(appConfig(token), () => clock).integrationReader;
  const browse = (query: string) => `${azure.url}/acme/platform/_git/api?${query}`;
  const text = (result: ReadUrlResult) =>
    result.notModified ? undefined : result.buffer.toString();

  beforeAll(async () => {
    azure = await startFakeAzure({ token: PAT, projects: ['acme/platform'] });
    const repo = await azure.addRepository('acme/platform/api');
    await putRepositoryFile(repo.bare, {
      branch: 'main',
      path: 'catalog-info.yaml',
      content: 'kind: Component\n',
    });
    await putRepositoryFile(repo.bare, {
      branch: 'feature/x',
      path: 'catalog-info.yaml',
      content: 'kind: API\n',
    });
  });
  afterAll(() => azure?.stop());
  beforeEach(() => {
    azure.requests.length = 0;
  });

  it('reads a private file from ?path=&version=GB… URLs, and on the default branch without one', async () => {
    const files = reader();
    expect(text(await files.read(browse('path=/catalog-info.yaml&version=GBmain')))).toBe(
      'kind: Component\n',
    );
    expect(text(await files.read(browse('path=/catalog-info.yaml&version=GBfeature/x')))).toBe(
      'kind: API\n',
    );
    expect(text(await files.read(browse('path=/catalog-info.yaml')))).toBe('kind: Component\n');
    expect(azure.requests.map(r => r.path)).toEqual(
      Array(3).fill('/acme/platform/_apis/git/repositories/api/items'),
    );
    expect(azure.requests.every(r => r.authorization?.startsWith('Basic '))).toBe(true);
  });

  it('answers not modified, without a body, to the ETag it was given', async () => {
    const files = reader();
    const url = browse('path=/catalog-info.yaml&version=GBmain');
    const first = await files.read(url);
    const etag = first.notModified ? undefined : first.etag;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const before = azure.rateLimit.notModified;
    expect(await files.read(url, { etag })).toEqual({ notModified: true });
    expect(azure.rateLimit.notModified).toBe(before + 1);
  });

  it('names the host and the config to check when the token is refused, never the token', async () => {
    const url = browse('path=/catalog-info.yaml&version=GBmain');
    const error = await reader('wrong-token-value')
      .read(url)
      .catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotAllowedError' });
    expect((error as Error).message).toContain(
      `${azure.host} refused to read ${url} (HTTP 401): check the credentials of integrations.azure`,
    );
    expect(String(error)).not.toContain('wrong-token-value');
  });

  it('says a missing file, branch or repository was not found', async () => {
    for (const url of [
      browse('path=/missing.yaml&version=GBmain'),
      browse('path=/catalog-info.yaml&version=GBnope'),
      `${azure.url}/acme/platform/_git/gone?path=/catalog-info.yaml`,
    ]) {
      await expect(reader().read(url)).rejects.toMatchObject({
        name: 'NotFoundError',
        message: `${url} was not found on ${azure.host} (HTTP 404)`,
      });
    }
  });

  it('waits out a blocked request without calling Azure DevOps, naming the host and the time', async () => {
    const files = reader();
    const url = browse('path=/catalog-info.yaml&version=GBmain');
    azure.rateLimit.limitNext(1, { retryAfterSeconds: 45 });
    const message = `The API rate limit of ${azure.host} is reached; reading from it resumes at ${new Date(clock + 45_000).toISOString()}`;
    await expect(files.read(url)).rejects.toThrow(message);
    await expect(files.read(url)).rejects.toThrow(message);
    expect(azure.requests).toHaveLength(1);
    clock += 45_001;
    expect(text(await files.read(url))).toBe('kind: Component\n');
  });

  it('reads through the URL reader of an app-config with an Azure DevOps integration', async () => {
    const { urlReader } = readersFromAppConfig(appConfig(PAT));
    const url = browse('path=/catalog-info.yaml&version=GBmain');
    expect(urlReader.isAllowed(url)).toBe(true);
    expect(text(await urlReader.read(url))).toBe('kind: Component\n');
  });
});
