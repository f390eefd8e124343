import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRepositoryFile } from './putRepositoryFile';
import { startFakeGitlab, type FakeGitlab } from './startFakeGitlab';

const TOKEN = 'glpat-fakeHostToken';

describe('the GitLab fake', () => {
  let gitlab: FakeGitlab;
  let projectId: number;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${gitlab.apiBaseUrl}${path}`, { headers: { 'private-token': TOKEN, ...headers } });

  beforeAll(async () => {
    gitlab = await startFakeGitlab({ token: TOKEN, username: 'alice' });
    const project = await gitlab.addProject('acme/backend/billing');
    projectId = project.id;
    await putRepositoryFile(project.bare, {
      branch: 'main',
      path: 'docs/index.md',
      content: '# Billing\n',
    });
    await putRepositoryFile(project.bare, {
      branch: 'release/1',
      path: 'docs/index.md',
      content: '# Old\n',
    });
  });
  afterAll(() => gitlab?.stop());

  it('adds the groups a project lives in', () => {
    expect(gitlab.namespaces.get('acme/backend')).toMatchObject({ kind: 'group' });
    expect(gitlab.projects.get('acme/backend/billing')).toMatchObject({ id: projectId });
  });

  it('answers a raw file by project id or encoded path, at a ref or the default branch', async () => {
    const byId = await get(`/projects/${projectId}/repository/files/docs%2Findex.md/raw?ref=main`);
    expect(byId.status).toBe(200);
    expect(await byId.text()).toBe('# Billing\n');
    expect(byId.headers.get('x-gitlab-file-path')).toBe('docs/index.md');
    expect(byId.headers.get('x-gitlab-blob-id')).toMatch(/^[0-9a-f]{40}$/);
    expect(byId.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);

    const byPath = await get(
      '/projects/acme%2Fbackend%2Fbilling/repository/files/docs%2Findex.md/raw?ref=release%2F1',
      { authorization: `Bearer ${TOKEN}`, 'private-token': '' },
    );
    expect(await byPath.text()).toBe('# Old\n');
    const noRef = await get(`/projects/${projectId}/repository/files/docs%2Findex.md/raw`);
    expect(await noRef.text()).toBe('# Billing\n');
  });

  it("answers GitLab's 404s, also for an unencoded path", async () => {
    const message = async (path: string) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      return ((await response.json()) as { message: string }).message;
    };
    const files = `/projects/${projectId}/repository/files`;
    expect(await message(`${files}/docs%2Fmissing.md/raw?ref=main`)).toBe('404 File Not Found');
    expect(await message(`${files}/docs%2Findex.md/raw?ref=nope`)).toBe('404 Commit Not Found');
    expect(await message(`${files}/..%2Fdocs%2Findex.md/raw`)).toBe('404 File Not Found');
    expect(await message(`${files}/docs/index.md/raw`)).toBe('404 Not Found');
    expect(await message('/projects/999/repository/files/docs%2Findex.md/raw')).toBe(
      '404 Not Found',
    );
  });

  it('answers 304 to the current ETag, and counts it against the limit', async () => {
    const path = `/projects/${projectId}/repository/files/docs%2Findex.md/raw?ref=main`;
    const etag = (await get(path)).headers.get('etag')!;
    const charged = gitlab.rateLimit.charged;
    const again = await get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(gitlab.rateLimit.charged).toBe(charged + 1);
    expect(again.headers.get('ratelimit-remaining')).toBe(String(2000 - charged - 1));
  });

  it('refuses the next requests with 429 and Retry-After when the limit is switched on', async () => {
    gitlab.rateLimit.limitNext(2, { retryAfterSeconds: 3 });
    for (let i = 0; i < 2; i++) {
      const response = await get('/user');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('3');
      expect(response.headers.get('ratelimit-remaining')).toBe('0');
      expect(await response.text()).toBe('Retry later\n');
    }
    expect(await (await get('/user')).json()).toMatchObject({ username: 'alice' });
  });

  it('refuses an unknown token', async () => {
    expect((await get('/user', { 'private-token': 'wrong' })).status).toBe(401);
  });
});
