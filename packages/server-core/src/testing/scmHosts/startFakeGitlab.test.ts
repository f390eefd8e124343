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

  it('lists the directory a tree path names at a ref, and 404s an unknown ref or directory', async () => {
    const tree = `/projects/${projectId}/repository/tree`;
    const root = await get(`${tree}?ref=main`);
    expect(await root.json()).toEqual([expect.objectContaining({ name: 'docs', type: 'tree' })]);
    expect(root.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    const docs = await get(`${tree}?ref=main&path=docs`);
    expect(await docs.json()).toEqual([
      expect.objectContaining({ name: 'index.md', path: 'docs/index.md', type: 'blob' }),
    ]);
    for (const query of ['ref=nope', 'ref=main&path=missing', 'ref=main&path=..%2Fdocs']) {
      const response = await get(`${tree}?${query}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: '404 Tree Not Found' });
    }
  });

  it("lists a group's projects with subgroups on request, leaving out archived ones on request", async () => {
    const other = await gitlab.addProject('acme/old');
    other.archived = true;
    const paths = async (query: string) =>
      (
        (await (await get(`/groups/acme/projects${query}`)).json()) as Array<{
          path_with_namespace: string;
        }>
      ).map(project => project.path_with_namespace);
    expect(await paths('')).toEqual(['acme/old']);
    expect(await paths('?include_subgroups=true')).toEqual(['acme/backend/billing', 'acme/old']);
    expect(await paths('?include_subgroups=true&archived=false')).toEqual(['acme/backend/billing']);
  });

  it("pages lists with GitLab's headers", async () => {
    const first = await get('/projects?per_page=1');
    expect(first.headers.get('x-next-page')).toBe('2');
    expect(first.headers.get('x-total')).toBe(String(gitlab.projects.size));
    expect(first.headers.get('link')).toContain('rel="next"');
    const last = await get(`/projects?per_page=1&page=${gitlab.projects.size}`);
    expect(last.headers.get('x-next-page')).toBe('');
    expect(last.headers.get('link')).not.toContain('rel="next"');
  });

  it('answers a group, its descendant groups and its members', async () => {
    Object.assign(gitlab.namespaces.get('acme/backend')!, {
      name: 'Backend',
      members: [{ username: 'ada', name: 'Ada', email: 'ada@acme.example' }],
    });
    const acme = gitlab.namespaces.get('acme')!;
    expect(await (await get('/groups/acme')).json()).toMatchObject({
      id: acme.id,
      full_path: 'acme',
      parent_id: null,
    });
    expect(await (await get(`/groups/${acme.id}/descendant_groups`)).json()).toEqual([
      expect.objectContaining({ name: 'Backend', full_path: 'acme/backend', parent_id: acme.id }),
    ]);
    expect(await (await get('/groups/acme%2Fbackend/members')).json()).toEqual([
      expect.objectContaining({ username: 'ada', name: 'Ada', state: 'active', access_level: 30 }),
    ]);
    expect((await get('/groups/nowhere/members')).status).toBe(404);
  });

  it('refuses an unknown token', async () => {
    expect((await get('/user', { 'private-token': 'wrong' })).status).toBe(401);
  });
});
