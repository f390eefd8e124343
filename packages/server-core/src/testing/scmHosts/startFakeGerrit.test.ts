import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader } from '../startGitHttpServer';
import { putRepositoryFile } from './putRepositoryFile';
import { startFakeGerrit, type FakeGerrit } from './startFakeGerrit';

describe('the Gerrit fake', () => {
  let gerrit: FakeGerrit;
  let mainCommit: string;
  const auth = basicHeader('alice', 'http-password');
  const get = (path: string, headers: Record<string, string> = { authorization: auth }) =>
    fetch(`${gerrit.url}${path}`, { headers });
  const content = '/projects/platform%2Fbuild/branches/main/files/docs%2Fa.yaml/content';

  beforeAll(async () => {
    gerrit = await startFakeGerrit({ username: 'alice', password: 'http-password' });
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

  it('answers file content under /a/ as base64 text, without prefix or ETag', async () => {
    const response = await get(`/a${content}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-fyi-content-encoding')).toBe('base64');
    expect(response.headers.get('etag')).toBeNull();
    expect(Buffer.from(await response.text(), 'base64').toString()).toBe('kind: Component\n');
    const full = await get(`/a${content.replace('/main/', '/refs%2Fheads%2Fmain/')}`);
    expect(Buffer.from(await full.text(), 'base64').toString()).toBe('kind: Component\n');
    const byCommit = await get(
      `/a/projects/platform%2Fbuild/commits/${mainCommit}/files/docs%2Fa.yaml/content`,
    );
    expect(Buffer.from(await byCommit.text(), 'base64').toString()).toBe('kind: Component\n');
  });

  it("answers a branch's info as JSON behind )]}'", async () => {
    const text = await (await get('/a/projects/platform%2Fbuild/branches/main')).text();
    expect(text.startsWith(")]}'\n")).toBe(true);
    expect(JSON.parse(text.slice(5))).toMatchObject({
      ref: 'refs/heads/main',
      revision: mainCommit,
    });
  });

  it('asks for credentials under /a/ and hides private projects from anonymous callers', async () => {
    const missing = await get(`/a${content}`, {});
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await get(`/a${content}`, { authorization: basicHeader('alice', 'x') })).status).toBe(
      401,
    );
    expect(await (await get(content, {})).text()).toBe('Not found: platform/build\n');
    const open = await get('/projects/open/branches/main/files/a.md/content', {});
    expect(Buffer.from(await open.text(), 'base64').toString()).toBe('open');
  });

  it("answers Gerrit's plain-text 404 for a missing file or branch", async () => {
    const missingFile = await get(`/a${content.replace('a.yaml', 'b.yaml')}`);
    expect(missingFile.status).toBe(404);
    expect(await missingFile.text()).toBe('Not found: docs/b.yaml\n');
    const missingBranch = await get(`/a${content.replace('/main/', '/dev/')}`);
    expect(await missingBranch.text()).toBe('Not found: dev\n');
  });

  it('refuses with 429 and no rate headers when the quota is switched on', async () => {
    gerrit.rateLimit.limitNext(1);
    const response = await get(`/a${content}`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((await get(`/a${content}`)).status).toBe(200);
  });
});
