import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRepositoryFile } from './putRepositoryFile';
import { readRepositoryFile } from './readRepositoryFile';
import { startFakeGithub, type FakeGithub } from './startFakeGithub';

const TOKEN = 'ghp_fake_token';

describe("the GitHub fake's pull request calls", () => {
  let github: FakeGithub;
  let mainSha = '';
  const call = async (method: string, path: string, body?: unknown, token = TOKEN) => {
    const response = await fetch(`${github.apiBaseUrl}/repos/acme/app${path}`, {
      method,
      headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    github = await startFakeGithub({ token: TOKEN, login: 'bot', userTokens: ['gho_person'] });
    const repo = await github.addRepository('acme/app');
    mainSha = await putRepositoryFile(repo.bare, { branch: 'main', path: 'a.txt', content: 'a' });
  });
  afterAll(() => github?.stop());

  it('reads a branch ref, creates a branch once, and refuses names and objects GitHub refuses', async () => {
    expect(await call('GET', '/git/ref/heads/main')).toEqual({
      status: 200,
      body: { ref: 'refs/heads/main', object: { sha: mainSha, type: 'commit' } },
    });
    expect((await call('GET', '/git/ref/heads/nope')).status).toBe(404);
    const create = { ref: 'refs/heads/topic', sha: mainSha };
    expect((await call('POST', '/git/refs', create)).status).toBe(201);
    expect(await call('POST', '/git/refs', create)).toMatchObject({
      status: 422,
      body: { message: 'Reference already exists' },
    });
    expect(
      (await call('POST', '/git/refs', { ref: 'refs/heads/a..b', sha: mainSha })).body,
    ).toMatchObject({ message: 'Reference name is invalid' });
    expect(
      (await call('POST', '/git/refs', { ref: 'refs/heads/x', sha: 'f'.repeat(40) })).body,
    ).toMatchObject({ message: 'Object does not exist' });
  });

  it('commits a file on a branch, asking for the sha of one it would replace', async () => {
    const put = { message: 'Add b', content: Buffer.from('b').toString('base64'), branch: 'topic' };
    expect((await call('PUT', '/contents/dir/b.txt', put)).status).toBe(201);
    expect((await call('PUT', '/contents/dir/b.txt', put)).status).toBe(422);
    expect((await call('PUT', '/contents/c.txt', { ...put, branch: 'missing' })).status).toBe(404);
  });

  it('opens a pull request once, records it, and merges it by fast-forward', async () => {
    const open = { title: 'Add b', body: 'Why', head: 'topic', base: 'main' };
    const first = await call('POST', '/pulls', open, 'gho_person');
    expect(first).toMatchObject({ status: 201, body: { number: 1, state: 'open' } });
    expect(github.pullRequests[0]).toMatchObject({
      title: 'Add b',
      body: 'Why',
      files: { 'dir/b.txt': 'b' },
      authorization: 'token gho_person',
    });
    const again = await call('POST', '/pulls', open);
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('A pull request already exists for acme:topic.');
    expect((await call('POST', '/pulls', { ...open, head: 'main', base: 'topic' })).status).toBe(
      422,
    );
    await github.mergePullRequest(1);
    const bare = github.repos.get('acme/app')!.bare;
    expect((await readRepositoryFile(bare, 'main', 'dir/b.txt')).found).toBe('file');
    await expect(github.mergePullRequest(1)).rejects.toThrow('No open pull request 1');
  });
});
