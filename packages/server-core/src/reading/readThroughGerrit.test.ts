import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { putRepositoryFile } from '../testing/scmHosts/putRepositoryFile';
import { readersFromAppConfig } from '../testing/scmHosts/readersFromAppConfig';
import { startFakeGerrit, type FakeGerrit } from '../testing/scmHosts/startFakeGerrit';
import type { ReadUrlResult } from './createUrlReader';

const PASSWORD = 'gerrit-secret-http-password';

describe('reading Gerrit files through its REST API', () => {
  let gerrit: FakeGerrit;
  let mainCommit: string;
  let clock = Date.now();
  const appConfig = (password?: string) => `
integrations:
  gerrit:
    - host: ${gerrit.host}
      baseUrl: ${gerrit.url}
      gitilesBaseUrl: ${gerrit.gitilesBaseUrl}
      username: alice
${password ? `      password: ${password}\n` : ''}`;
  const reader = (password?: string) =>
    readersFromAppConfig(appConfig(password), () => clock).integrationReader;
  const gitiles = (rest: string) => `${gerrit.gitilesBaseUrl}/platform/build/+/${rest}`;
  const text = (result: ReadUrlResult) =>
    result.notModified ? undefined : result.buffer.toString();
  const CONTENT_PATH = '/a/projects/platform%2Fbuild/branches/main/files/docs%2Fa.yaml/content';

  beforeAll(async () => {
    gerrit = await startFakeGerrit({ username: 'alice', password: PASSWORD });
    const build = await gerrit.addProject('platform/build');
    mainCommit = await putRepositoryFile(build.bare, {
      branch: 'main',
      path: 'docs/a.yaml',
      content: 'kind: Component\n',
    });
    const open = await gerrit.addProject('open', { isPrivate: false });
    await putRepositoryFile(open.bare, { branch: 'main', path: 'a.md', content: 'open' });
  });
  afterAll(() => gerrit?.stop());
  beforeEach(() => {
    gerrit.requests.length = 0;
  });

  it('reads a private file from gitiles +/refs/heads/ and +/{branch} URLs with the HTTP password', async () => {
    const files = reader(PASSWORD);
    expect(text(await files.read(gitiles('refs/heads/main/docs/a.yaml')))).toBe(
      'kind: Component\n',
    );
    expect(text(await files.read(gitiles('main/docs/a.yaml')))).toBe('kind: Component\n');
    const behindA = gitiles('main/docs/a.yaml').replace('/plugins/', '/a/plugins/');
    expect(text(await files.read(behindA))).toBe('kind: Component\n');
    expect(gerrit.requests.map(r => r.path)).toEqual(Array(3).fill(CONTENT_PATH));
    expect(gerrit.requests.every(r => r.authorization?.startsWith('Basic '))).toBe(true);
  });

  it('reads a file at a commit', async () => {
    const result = await reader(PASSWORD).read(gitiles(`${mainCommit}/docs/a.yaml`));
    expect(text(result)).toBe('kind: Component\n');
    expect(gerrit.requests[0]?.path).toBe(
      `/a/projects/platform%2Fbuild/commits/${mainCommit}/files/docs%2Fa.yaml/content`,
    );
  });

  it('reads anonymously without a password, where only public projects are found', async () => {
    const open = `${gerrit.gitilesBaseUrl}/open/+/refs/heads/main/a.md`;
    expect(text(await reader().read(open))).toBe('open');
    expect(gerrit.requests[0]).toMatchObject({
      path: '/projects/open/branches/main/files/a.md/content',
    });
    expect(gerrit.requests[0]?.authorization).toBeUndefined();
    await expect(reader().read(gitiles('main/docs/a.yaml'))).rejects.toMatchObject({
      name: 'NotFoundError',
    });
  });

  it('reads the file again when given an ETag, as Gerrit answers file content without one', async () => {
    const files = reader(PASSWORD);
    const first = await files.read(gitiles('main/docs/a.yaml'));
    expect(first).toMatchObject({ notModified: false, etag: undefined });
    expect(text(await files.read(gitiles('main/docs/a.yaml'), { etag: '"old"' }))).toBe(
      'kind: Component\n',
    );
  });

  it('names the host and the config to check when the password is refused, never the password', async () => {
    const error = await reader('wrong-password')
      .read(gitiles('main/docs/a.yaml'))
      .catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotAllowedError' });
    expect((error as Error).message).toContain(
      `${gerrit.host} refused to read ${gitiles('main/docs/a.yaml')} (HTTP 401): check the credentials of integrations.gerrit`,
    );
    expect(String(error)).not.toContain('wrong-password');
  });

  it('says a missing file or branch was not found', async () => {
    for (const url of [gitiles('main/docs/missing.yaml'), gitiles('refs/heads/dev/docs/a.yaml')]) {
      await expect(reader(PASSWORD).read(url)).rejects.toMatchObject({
        name: 'NotFoundError',
        message: `${url} was not found on ${gerrit.host} (HTTP 404)`,
      });
    }
  });

  it('waits out a quota refusal without calling Gerrit, naming the host and the time', async () => {
    const files = reader(PASSWORD);
    gerrit.rateLimit.limitNext(1);
    // A bare 429 says nothing of when to come back: the reader waits a minute.
    const message = `The API rate limit of ${gerrit.host} is reached; reading from it resumes at ${new Date(clock + 60_000).toISOString()}`;
    await expect(files.read(gitiles('main/docs/a.yaml'))).rejects.toThrow(message);
    await expect(files.read(gitiles('main/docs/a.yaml'))).rejects.toThrow(message);
    expect(gerrit.requests).toHaveLength(1);
    clock += 60_001;
    expect(text(await files.read(gitiles('main/docs/a.yaml')))).toBe('kind: Component\n');
    expect(gerrit.requests).toHaveLength(2);
  });

  it('reads through the URL reader of an app-config with a Gerrit integration', async () => {
    const { urlReader } = readersFromAppConfig(appConfig(PASSWORD));
    expect(urlReader.isAllowed(gitiles('main/docs/a.yaml'))).toBe(true);
    expect(text(await urlReader.read(gitiles('main/docs/a.yaml')))).toBe('kind: Component\n');
  });
});
