import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRepositoryFile } from './putRepositoryFile';
import { startFakeGithub, type FakeGithub } from './startFakeGithub';

const TOKEN = 'ghp_fakeHostToken';
const RAW = 'application/vnd.github.v3.raw';

describe('the GitHub fake', () => {
  let github: FakeGithub;
  let firstCommit: string;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${github.apiBaseUrl}${path}`, {
      headers: { authorization: `token ${TOKEN}`, ...headers },
    });

  beforeAll(async () => {
    github = await startFakeGithub({ token: TOKEN, login: 'octo' });
    const { bare } = await github.addRepository('acme/service');
    firstCommit = await putRepositoryFile(bare, {
      branch: 'main',
      path: 'docs/index.md',
      content: '# One\n',
    });
    await putRepositoryFile(bare, { branch: 'next', path: 'docs/index.md', content: '# Next\n' });
  });
  afterAll(() => github?.stop());

  it('answers a file raw with the raw media type, at the default branch or a ref', async () => {
    const raw = await get('/repos/acme/service/contents/docs/index.md', { accept: RAW });
    expect(raw.status).toBe(200);
    expect(await raw.text()).toBe('# One\n');
    expect(raw.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    const next = await get('/repos/acme/service/contents/docs/index.md?ref=next', {
      accept: 'application/vnd.github.raw',
    });
    expect(await next.text()).toBe('# Next\n');
    const byCommit = await get(`/repos/acme/service/contents/docs/index.md?ref=${firstCommit}`, {
      accept: RAW,
    });
    expect(await byCommit.text()).toBe('# One\n');
  });

  it('answers JSON with the content in base64 otherwise', async () => {
    const response = await get('/repos/ACME/service/contents/docs/index.md?ref=main');
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as Record<string, string>;
    expect(body).toMatchObject({
      type: 'file',
      encoding: 'base64',
      name: 'index.md',
      path: 'docs/index.md',
      size: 6,
      html_url: `${github.url}/acme/service/blob/main/docs/index.md`,
    });
    expect(Buffer.from(body.content!, 'base64').toString()).toBe('# One\n');
    expect(body.sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it('answers 304 to the current ETag without charging the rate limit, and 200 once it changed', async () => {
    const path = '/repos/acme/service/contents/docs/index.md?ref=main';
    const first = await get(path, { accept: RAW });
    const etag = first.headers.get('etag')!;
    const charged = github.rateLimit.charged;
    const notModified = github.rateLimit.notModified;
    const again = await get(path, { accept: RAW, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect(github.rateLimit.notModified).toBe(notModified + 1);
    expect(github.rateLimit.charged).toBe(charged);
    // The JSON answer is another representation with its own tag.
    expect((await get(path, { 'if-none-match': etag })).status).toBe(200);

    const { bare } = github.repos.get('acme/service')!;
    await putRepositoryFile(bare, { branch: 'main', path: 'docs/other.md', content: 'x' });
    expect((await get(path, { accept: RAW, 'if-none-match': etag })).status).toBe(304);
    await putRepositoryFile(bare, { branch: 'main', path: 'docs/index.md', content: '# Two\n' });
    const changed = await get(path, { accept: RAW, 'if-none-match': `W/${etag}, "other"` });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('# Two\n');
    expect(github.rateLimit.charged).toBe(charged + 2);
  });

  it("answers GitHub's 404s for a missing ref, file, directory or repository", async () => {
    const notFound = async (path: string) => {
      const response = await get(path, { accept: RAW });
      expect(response.status).toBe(404);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await notFound('/repos/acme/service/contents/docs/index.md?ref=nope')).toBe(
      'No commit found for the ref nope',
    );
    expect(await notFound('/repos/acme/service/contents/docs/missing.md')).toBe('Not Found');
    expect(await notFound('/repos/acme/service/contents/docs')).toBe('Not Found');
    expect(await notFound('/repos/acme/service/contents/docs%2F..%2Fdocs%2Findex.md')).toBe(
      'Not Found',
    );
    expect(await notFound('/repos/acme/service/contents/%E0%A4%A')).toBe('Not Found');
    expect(await notFound('/repos/acme/other/contents/docs/index.md')).toBe('Not Found');
  });

  it('sends rate-limit headers and, switched on, refuses the next requests as GitHub does', async () => {
    const ok = await get('/user');
    expect(ok.headers.get('x-ratelimit-limit')).toBe('5000');
    expect(Number(ok.headers.get('x-ratelimit-remaining'))).toBe(5000 - github.rateLimit.charged);
    expect(Number(ok.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);

    github.rateLimit.limitNext(1, { resetInSeconds: 30 });
    github.rateLimit.limitNext(1, { status: 429, retryAfterSeconds: 7 });
    const primary = await get('/user');
    expect(primary.status).toBe(403);
    expect(primary.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(primary.headers.get('x-ratelimit-reset'));
    expect(reset - Date.now() / 1000).toBeGreaterThan(25);
    expect(reset - Date.now() / 1000).toBeLessThanOrEqual(31);
    expect(await primary.json()).toMatchObject({ message: expect.stringContaining('rate limit') });
    const secondary = await get('/user');
    expect(secondary.status).toBe(429);
    expect(secondary.headers.get('retry-after')).toBe('7');
    expect(await secondary.json()).toMatchObject({
      message: expect.stringContaining('secondary rate limit'),
    });
    expect((await get('/user')).status).toBe(200);
    expect(github.rateLimit.limited).toBe(2);
  });

  it("lists an organisation's repositories a page at a time, with GitHub's Link header", async () => {
    await github.addRepository('acme/web');
    await github.addRepository('acme/docs');
    await github.addRepository('octo/dotfiles');
    const first = await get('/orgs/acme/repos?per_page=2');
    expect(((await first.json()) as Array<{ full_name: string }>).map(r => r.full_name)).toEqual([
      'acme/service',
      'acme/web',
    ]);
    const next = first.headers.get('link')!.match(/<([^>]+)>; rel="next"/)![1]!;
    expect(next).toBe(`${github.apiBaseUrl}/orgs/acme/repos?per_page=2&page=2`);
    const second = await fetch(next, { headers: { authorization: `token ${TOKEN}` } });
    expect(((await second.json()) as Array<{ name: string }>).map(r => r.name)).toEqual(['docs']);
    expect(second.headers.get('link')).toBeNull();
    const mine = await get('/users/octo/repos');
    expect(((await mine.json()) as Array<{ name: string }>).map(r => r.name)).toEqual(['dotfiles']);
    expect((await get('/orgs/nobody/repos')).status).toBe(404);
  });

  it('refuses a wrong token before anything else', async () => {
    const response = await fetch(`${github.apiBaseUrl}/repos/acme/service/contents/docs/index.md`, {
      headers: { authorization: 'token wrong' },
    });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain(TOKEN);
  });
});
