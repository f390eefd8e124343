import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { putRepositoryFile } from '../testing/scmHosts/putRepositoryFile';
import { readersFromAppConfig } from '../testing/scmHosts/readersFromAppConfig';
import { startFakeHarness, type FakeHarness } from '../testing/scmHosts/startFakeHarness';
import type { ReadUrlResult } from './createUrlReader';

const API_KEY = 'pat.acct.secret-harness-key';
const TOKEN = 'harness-secret-bearer-token';

describe('reading Harness Code files through its API', () => {
  let harness: FakeHarness;
  let clock = Date.now();
  const appConfig = (secret: string, key = 'apiKey') => `
integrations:
  harness:
    - host: ${harness.host}
      baseUrl: ${harness.url}
      ${key}: ${secret}
`;
  const reader = (apiKey = API_KEY) =>
    readersFromAppConfig(appConfig(apiKey), () => clock).integrationReader;
  const browse = (repo: string, rest: string) =>
    `${harness.url}/ng/account/acct/module/code/${repo}/files/${rest}`;
  const rides = (rest: string) => browse('orgs/velora/projects/mobility/repos/rides', rest);
  const text = (result: ReadUrlResult) =>
    result.notModified ? undefined : result.buffer.toString();

  beforeAll(async () => {
    harness = await startFakeHarness({ accountId: 'acct', apiKey: API_KEY, token: TOKEN });
    const repo = await harness.addRepository('velora/mobility/rides');
    await putRepositoryFile(repo.bare, { branch: 'main', path: 'docs/a.yaml', content: 'main' });
    await putRepositoryFile(repo.bare, { branch: 'feature/x', path: 'docs/a.yaml', content: 'x' });
    const top = await harness.addRepository('top');
    await putRepositoryFile(top.bare, { branch: 'main', path: 'a.md', content: 'account' });
  });
  afterAll(() => harness?.stop());
  beforeEach(() => {
    harness.requests.length = 0;
  });

  it('reads a private file from its browse URL with the API key, branches with slashes too', async () => {
    const files = reader();
    expect(text(await files.read(rides('main/~/docs/a.yaml')))).toBe('main');
    expect(text(await files.read(rides('feature/x/~/docs/a.yaml')))).toBe('x');
    expect(harness.requests.map(r => r.path)).toEqual(
      Array(2).fill('/gateway/code/api/v1/repos/acct/velora/mobility/rides/+/raw/docs/a.yaml'),
    );
  });

  it('reads with a bearer token when no API key is configured', async () => {
    const files = readersFromAppConfig(appConfig(TOKEN, 'token')).integrationReader;
    expect(text(await files.read(rides('main/~/docs/a.yaml')))).toBe('main');
    expect(harness.requests[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('reads a repository of the account itself', async () => {
    expect(text(await reader().read(browse('repos/top', 'main/~/a.md')))).toBe('account');
  });

  it('answers not modified, without a body, to the ETag it was given', async () => {
    const files = reader();
    const first = await files.read(rides('main/~/docs/a.yaml'));
    const etag = first.notModified ? undefined : first.etag;
    expect(etag).toMatch(/^[0-9a-f]{40}$/);
    const before = harness.rateLimit.notModified;
    expect(await files.read(rides('main/~/docs/a.yaml'), { etag })).toEqual({
      notModified: true,
    });
    expect(harness.rateLimit.notModified).toBe(before + 1);
  });

  it('names the host and the config to check when the key is refused, never the key', async () => {
    const error = await reader('pat.acct.wrong-key')
      .read(rides('main/~/docs/a.yaml'))
      .catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotAllowedError' });
    expect((error as Error).message).toContain(
      `${harness.host} refused to read ${rides('main/~/docs/a.yaml')} (HTTP 401): check the credentials of integrations.harness`,
    );
    expect(String(error)).not.toContain('wrong-key');
  });

  it('says a missing file, branch or repository was not found', async () => {
    for (const url of [
      rides('main/~/docs/missing.yaml'),
      rides('dev/~/docs/a.yaml'),
      browse('orgs/velora/projects/mobility/repos/gone', 'main/~/a.md'),
    ]) {
      await expect(reader().read(url)).rejects.toMatchObject({
        name: 'NotFoundError',
        message: `${url} was not found on ${harness.host} (HTTP 404)`,
      });
    }
  });

  it('waits out a 429 without calling Harness, naming the host and the time', async () => {
    const files = reader();
    harness.rateLimit.limitNext(1);
    // Harness's 429 carries no Retry-After: the reader waits a minute.
    const message = `The API rate limit of ${harness.host} is reached; reading from it resumes at ${new Date(clock + 60_000).toISOString()}`;
    await expect(files.read(rides('main/~/docs/a.yaml'))).rejects.toThrow(message);
    await expect(files.read(rides('main/~/docs/a.yaml'))).rejects.toThrow(message);
    expect(harness.requests).toHaveLength(1);
    clock += 60_001;
    expect(text(await files.read(rides('main/~/docs/a.yaml')))).toBe('main');
    expect(harness.requests).toHaveLength(2);
  });

  it('reads through the URL reader of an app-config with a Harness integration', async () => {
    const { urlReader } = readersFromAppConfig(appConfig(API_KEY));
    expect(urlReader.isAllowed(rides('main/~/docs/a.yaml'))).toBe(true);
    expect(text(await urlReader.read(rides('main/~/docs/a.yaml')))).toBe('main');
  });
});
