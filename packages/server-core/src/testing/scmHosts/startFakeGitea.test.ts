import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicHeader } from '../startGitHttpServer';
import { putRepositoryFile } from './putRepositoryFile';
import { startFakeGitea, type FakeGitea } from './startFakeGitea';

describe('the Gitea fake', () => {
  let gitea: FakeGitea;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${gitea.apiBaseUrl}${path}`, {
      headers: { authorization: 'token gitea-token', ...headers },
    });

  beforeAll(async () => {
    gitea = await startFakeGitea({ username: 'alice', password: 'pw', token: 'gitea-token' });
    const rides = await gitea.addRepository('velora/rides');
    await putRepositoryFile(rides.bare, { branch: 'main', path: 'docs/a.yaml', content: 'main' });
    await putRepositoryFile(rides.bare, { branch: 'feature/x', path: 'docs/a.yaml', content: 'x' });
    const open = await gitea.addRepository('velora/open', { isPrivate: false });
    await putRepositoryFile(open.bare, { branch: 'main', path: 'a.md', content: 'open' });
  });
  afterAll(() => gitea?.stop());

  it('answers the contents API with the file in base64 and no ETag', async () => {
    const response = await get('/repos/velora/rides/contents/docs/a.yaml?ref=feature/x');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeNull();
    const body = (await response.json()) as { content: string; encoding: string; type: string };
    expect(body).toMatchObject({ type: 'file', encoding: 'base64', path: 'docs/a.yaml' });
    expect(Buffer.from(body.content, 'base64').toString()).toBe('x');
  });

  it('answers raw files with the quoted blob id as ETag, and 304 to it', async () => {
    const response = await get('/repos/velora/rides/raw/docs/a.yaml?ref=main');
    expect(await response.text()).toBe('main');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await get('/repos/velora/rides/raw/docs/a.yaml?ref=main', {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(await (await get('/repos/velora/rides/raw/docs/a.yaml')).text()).toBe('main');
  });

  it('takes the password or the token as basic auth, and refuses wrong ones with 401', async () => {
    for (const authorization of [basicHeader('alice', 'pw'), basicHeader('alice', 'gitea-token')]) {
      expect((await get('/repos/velora/rides/raw/docs/a.yaml', { authorization })).status).toBe(
        200,
      );
    }
    const refused = await get('/repos/velora/rides/raw/docs/a.yaml', {
      authorization: basicHeader('alice', 'wrong'),
    });
    expect(refused.status).toBe(401);
  });

  it('hides private repositories from anonymous callers, not public ones', async () => {
    const anonymous = (path: string) => fetch(`${gitea.apiBaseUrl}${path}`);
    expect((await anonymous('/repos/velora/rides/raw/docs/a.yaml')).status).toBe(404);
    expect(await (await anonymous('/repos/velora/open/raw/a.md')).text()).toBe('open');
  });

  it("answers 404 in Gitea's shape for a missing file, ref or repository", async () => {
    for (const path of [
      '/repos/velora/rides/raw/docs/missing.yaml?ref=main',
      '/repos/velora/rides/raw/docs/a.yaml?ref=nope',
      '/repos/velora/rides/contents/docs/missing.yaml',
      '/repos/velora/gone/raw/a.md',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: "The target couldn't be found." });
    }
  });

  it('answers an archive of the branch as a gzipped tarball', async () => {
    const response = await get('/repos/velora/rides/archive/feature/x.tar.gz');
    expect(response.status).toBe(200);
    const tar = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('latin1');
    expect(tar).toContain('rides/docs/a.yaml');
  });
});
