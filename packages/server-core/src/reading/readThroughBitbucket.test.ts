import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { putRepositoryFile } from '../testing/scmHosts/putRepositoryFile';
import { readersFromAppConfig } from '../testing/scmHosts/readersFromAppConfig';
import {
  startFakeBitbucketCloud,
  startFakeBitbucketServer,
  type FakeBitbucket,
} from '../testing/scmHosts/startFakeBitbucket';
import type { ReadUrlResult } from './createUrlReader';

const APP_PASSWORD = 'bitbucket-secret-app-password';
const SERVER_TOKEN = 'bitbucket-secret-http-token';

const text = (result: ReadUrlResult) => (result.notModified ? undefined : result.buffer.toString());

describe('reading Bitbucket Cloud files through its API', () => {
  let cloud: FakeBitbucket;
  let clock = Date.now();
  const appConfig = (appPassword: string) => `
integrations:
  bitbucketCloud:
    - host: ${cloud.host}
      baseUrl: ${cloud.url}
      apiBaseUrl: ${cloud.apiBaseUrl}
      username: alice
      appPassword: ${appPassword}
`;
  const reader = (appPassword = APP_PASSWORD) =>
    readersFromAppConfig(appConfig(appPassword), () => clock).integrationReader;
  const src = (rest: string) => `${cloud.url}/acme/site/src/${rest}`;

  beforeAll(async () => {
    cloud = await startFakeBitbucketCloud({
      username: 'alice',
      appPassword: APP_PASSWORD,
      workspaces: { acme: ['WEB'] },
    });
    const site = await cloud.addRepository('acme/site');
    await putRepositoryFile(site.bare, { branch: 'main', path: 'a b/c.yaml', content: 'cloud' });
  });
  afterAll(() => cloud?.stop());
  beforeEach(() => {
    cloud.requests.length = 0;
  });

  it('reads a private file from its /src/ and /raw/ URLs with the app password', async () => {
    const files = reader();
    expect(text(await files.read(src('main/a%20b/c.yaml')))).toBe('cloud');
    expect(text(await files.read(`${cloud.url}/acme/site/raw/main/a%20b/c.yaml`))).toBe('cloud');
    const call = expect.objectContaining({
      path: '/2.0/repositories/acme/site/src/main/a%20b/c.yaml',
      authorization: expect.stringMatching(/^Basic /),
    });
    expect(cloud.requests).toEqual([call, call]);
  });

  it('answers not modified, without a body, to the ETag it was given', async () => {
    const files = reader();
    const first = await files.read(src('main/a%20b/c.yaml'));
    const etag = first.notModified ? undefined : first.etag;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await files.read(src('main/a%20b/c.yaml'), { etag })).toEqual({ notModified: true });
    expect(cloud.rateLimit.notModified).toBe(1);
  });

  it('names the host and the config to check when the app password is refused, never it', async () => {
    const error = await reader('wrong-app-password')
      .read(src('main/a%20b/c.yaml'))
      .catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotAllowedError' });
    expect((error as Error).message).toContain(
      `${cloud.host} refused to read ${src('main/a%20b/c.yaml')} (HTTP 401): check the credentials of integrations.bitbucketCloud`,
    );
    expect(String(error)).not.toContain('wrong-app-password');
  });

  it('says a missing file or branch was not found', async () => {
    for (const url of [src('main/missing.yaml'), src('nope/a%20b/c.yaml')]) {
      await expect(reader().read(url)).rejects.toMatchObject({
        name: 'NotFoundError',
        message: `${url} was not found on ${cloud.host} (HTTP 404)`,
      });
    }
  });

  it('waits out the rate limit without calling Bitbucket, naming the host and the time', async () => {
    const files = reader();
    cloud.rateLimit.limitNext(1, { retryAfterSeconds: 90 });
    const message = `The API rate limit of ${cloud.host} is reached; reading from it resumes at ${new Date(clock + 90_000).toISOString()}`;
    await expect(files.read(src('main/a%20b/c.yaml'))).rejects.toThrow(message);
    await expect(files.read(src('main/a%20b/c.yaml'))).rejects.toThrow(message);
    expect(cloud.requests).toHaveLength(1);
    clock += 90_001;
    expect(text(await files.read(src('main/a%20b/c.yaml')))).toBe('cloud');
  });

  it('reads through the URL reader of an app-config with a Bitbucket Cloud integration', async () => {
    const { urlReader } = readersFromAppConfig(appConfig(APP_PASSWORD));
    expect(text(await urlReader.read(src('main/a%20b/c.yaml')))).toBe('cloud');
  });
});

describe('reading Bitbucket Server files through its API', () => {
  let server: FakeBitbucket;
  let clock = Date.now();
  const appConfig = (token: string) => `
integrations:
  bitbucketServer:
    - host: ${server.host}
      baseUrl: ${server.url}
      token: ${token}
`;
  const reader = (token = SERVER_TOKEN) =>
    readersFromAppConfig(appConfig(token), () => clock).integrationReader;
  const browse = (rest: string) => `${server.url}/projects/SVC/repos/billing/browse/${rest}`;

  beforeAll(async () => {
    server = await startFakeBitbucketServer({ token: SERVER_TOKEN, projects: ['SVC'] });
    const billing = await server.addRepository('SVC/billing');
    await putRepositoryFile(billing.bare, { branch: 'main', path: 'docs/x.md', content: 'dc' });
    await putRepositoryFile(billing.bare, { branch: 'dev', path: 'docs/x.md', content: 'dev' });
  });
  afterAll(() => server?.stop());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('reads a private file from /browse/ and /raw/ URLs, with ?at= or on the default branch', async () => {
    const files = reader();
    expect(text(await files.read(browse('docs/x.md?at=refs%2Fheads%2Fdev')))).toBe('dev');
    expect(text(await files.read(browse('docs/x.md?at=dev')))).toBe('dev');
    expect(text(await files.read(browse('docs/x.md')))).toBe('dc');
    const raw = `${server.url}/projects/SVC/repos/billing/raw/docs/x.md?at=dev`;
    expect(text(await files.read(raw))).toBe('dev');
    expect(server.requests.map(r => r.path)).toEqual(
      Array(4).fill('/rest/api/1.0/projects/SVC/repos/billing/raw/docs/x.md'),
    );
    expect(server.requests.every(r => r.authorization === `Bearer ${SERVER_TOKEN}`)).toBe(true);
  });

  it('answers not modified, without a body, to the ETag it was given', async () => {
    const files = reader();
    const first = await files.read(browse('docs/x.md?at=dev'));
    const etag = first.notModified ? undefined : first.etag;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await files.read(browse('docs/x.md?at=dev'), { etag })).toEqual({ notModified: true });
    expect(server.rateLimit.notModified).toBe(1);
  });

  it('names the host and the config to check when the token is refused, never the token', async () => {
    const error = await reader('wrong-http-token')
      .read(browse('docs/x.md'))
      .catch((e: Error) => e);
    expect(error).toMatchObject({ name: 'NotAllowedError' });
    expect((error as Error).message).toContain(
      `${server.host} refused to read ${browse('docs/x.md')} (HTTP 401): check the credentials of integrations.bitbucketServer`,
    );
    expect(String(error)).not.toContain('wrong-http-token');
  });

  it('says a missing file or ref was not found', async () => {
    for (const url of [browse('docs/y.md'), browse('docs/x.md?at=nope')]) {
      await expect(reader().read(url)).rejects.toMatchObject({
        name: 'NotFoundError',
        message: `${url} was not found on ${server.host} (HTTP 404)`,
      });
    }
  });

  it('waits out the rate limit without calling Bitbucket, naming the host and the time', async () => {
    const files = reader();
    server.rateLimit.limitNext(1, { retryAfterSeconds: 30 });
    const message = `The API rate limit of ${server.host} is reached; reading from it resumes at ${new Date(clock + 30_000).toISOString()}`;
    await expect(files.read(browse('docs/x.md'))).rejects.toThrow(message);
    await expect(files.read(browse('docs/x.md'))).rejects.toThrow(message);
    expect(server.requests).toHaveLength(1);
    clock += 30_001;
    expect(text(await files.read(browse('docs/x.md')))).toBe('dc');
  });

  it('reads through the URL reader of an app-config with a Bitbucket Server integration', async () => {
    const { urlReader } = readersFromAppConfig(appConfig(SERVER_TOKEN));
    expect(text(await urlReader.read(browse('docs/x.md?at=dev')))).toBe('dev');
  });
});
