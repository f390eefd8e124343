import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { git } from '../testing/startGitHttpServer';
import { putRepositoryFile } from '../testing/scmHosts/putRepositoryFile';
import { readersFromAppConfig } from '../testing/scmHosts/readersFromAppConfig';
import { startFakeGitea, type FakeGitea } from '../testing/scmHosts/startFakeGitea';
import type { ReadUrlResult } from './createUrlReader';

const PASSWORD = 'gitea-secret-password';
const TOKEN = 'gitea-secret-token';

// Gitea has no API rate limit, so unlike the other hosts' readers none is waited out here.
describe('reading Gitea files through its API', () => {
  let gitea: FakeGitea;
  let mainCommit: string;
  const appConfig = (secret: string) => `
integrations:
  gitea:
    - host: ${gitea.host}
      baseUrl: ${gitea.url}
      username: alice
      password: ${secret}
`;
  const reader = (secret = PASSWORD) => readersFromAppConfig(appConfig(secret)).integrationReader;
  const browse = (rest: string) => `${gitea.url}/velora/rides/src/${rest}`;
  const text = (result: ReadUrlResult) =>
    result.notModified ? undefined : result.buffer.toString();

  beforeAll(async () => {
    gitea = await startFakeGitea({ username: 'alice', password: PASSWORD, token: TOKEN });
    const rides = await gitea.addRepository('velora/rides');
    mainCommit = await putRepositoryFile(rides.bare, {
      branch: 'main',
      path: 'docs/catalog info.yaml',
      content: 'kind: Component\n',
    });
    await git(['--git-dir', rides.bare, 'tag', 'v1.0', mainCommit]);
    await putRepositoryFile(rides.bare, {
      branch: 'dev',
      path: 'docs/catalog info.yaml',
      content: 'kind: API\n',
    });
  });
  afterAll(() => gitea?.stop());
  beforeEach(() => {
    gitea.requests.length = 0;
  });

  it('reads a private file from its /src/branch/, /src/tag/ and /src/commit/ URLs with the password', async () => {
    const files = reader();
    expect(text(await files.read(browse('branch/main/docs/catalog%20info.yaml')))).toBe(
      'kind: Component\n',
    );
    expect(text(await files.read(browse('branch/dev/docs/catalog%20info.yaml')))).toBe(
      'kind: API\n',
    );
    expect(text(await files.read(browse('tag/v1.0/docs/catalog%20info.yaml')))).toBe(
      'kind: Component\n',
    );
    expect(text(await files.read(browse(`commit/${mainCommit}/docs/catalog%20info.yaml`)))).toBe(
      'kind: Component\n',
    );
    expect(gitea.requests.map(r => r.path)).toEqual(
      Array(4).fill('/api/v1/repos/velora/rides/raw/docs/catalog%20info.yaml'),
    );
    expect(gitea.requests.every(r => r.authorization?.startsWith('Basic '))).toBe(true);
  });

  it('reads with an access token given as the password too', async () => {
    const result = await reader(TOKEN).read(browse('branch/main/docs/catalog%20info.yaml'));
    expect(text(result)).toBe('kind: Component\n');
  });

  it('answers not modified, without a body, to the ETag it was given', async () => {
    const files = reader();
    const url = browse('branch/main/docs/catalog%20info.yaml');
    const first = await files.read(url);
    const etag = first.notModified ? undefined : first.etag;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const before = gitea.rateLimit.notModified;
    expect(await files.read(url, { etag })).toEqual({ notModified: true });
    expect(gitea.rateLimit.notModified).toBe(before + 1);
  });

  it('names the host and the config to check when the credentials are refused, never the secret', async () => {
    const error = await reader('wrong-password')
      .read(browse('branch/main/docs/catalog%20info.yaml'))
      .catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotAllowedError' });
    expect((error as Error).message).toContain(
      `${gitea.host} refused to read ${browse('branch/main/docs/catalog%20info.yaml')} (HTTP 401): check the credentials of integrations.gitea`,
    );
    expect(String(error)).not.toContain('wrong-password');
  });

  it('says a missing file, branch or repository was not found', async () => {
    for (const url of [
      browse('branch/main/docs/missing.yaml'),
      browse('branch/nope/docs/catalog%20info.yaml'),
      `${gitea.url}/velora/gone/src/branch/main/a.yaml`,
    ]) {
      await expect(reader().read(url)).rejects.toMatchObject({
        name: 'NotFoundError',
        message: `${url} was not found on ${gitea.host} (HTTP 404)`,
      });
    }
  });

  it('reads through the URL reader of an app-config with a Gitea integration', async () => {
    const { urlReader } = readersFromAppConfig(appConfig(PASSWORD));
    const url = browse('branch/main/docs/catalog%20info.yaml');
    expect(urlReader.isAllowed(url)).toBe(true);
    expect(text(await urlReader.read(url))).toBe('kind: Component\n');
  });
});
