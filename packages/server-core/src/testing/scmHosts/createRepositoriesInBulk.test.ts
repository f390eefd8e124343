import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putRepositoryFile } from './putRepositoryFile';
import { readRepositoryFile, resolveCommit } from './readRepositoryFile';
import { runGit } from './runGit';
import { startFakeGithub, type FakeGithub } from './startFakeGithub';

describe('addRepositories', () => {
  let github: FakeGithub;
  beforeEach(async () => {
    github = await startFakeGithub({ token: 't', login: 'octo' });
  });
  afterEach(() => github.stop());

  const tree = async (repo: string, headers: Record<string, string> = {}) =>
    fetch(`${github.apiBaseUrl}/repos/acme/${repo}/git/trees/main?recursive=1`, {
      headers: { authorization: 'Bearer t', ...headers },
    });

  it('creates repositories of their own files on main, and empty ones', async () => {
    const [one, two, empty] = await github.addRepositories([
      { fullName: 'acme/one', files: { 'catalog-info.yaml': 'one', 'docs/a.md': '# A' } },
      { fullName: 'acme/two', files: { 'catalog-info.yaml': 'two' } },
      { fullName: 'acme/empty', files: {} },
    ]);
    expect(github.repos.get('acme/one')).toBe(one);
    expect(github.accounts.get('acme')?.type).toBe('Organization');
    expect(await readRepositoryFile(one!.bare, 'main', 'docs/a.md')).toMatchObject({
      found: 'file',
      content: Buffer.from('# A'),
    });
    expect(await readRepositoryFile(two!.bare, 'main', 'catalog-info.yaml')).toMatchObject({
      content: Buffer.from('two'),
    });
    expect(await readRepositoryFile(two!.bare, 'main', 'docs/a.md')).toMatchObject({
      found: 'no-file',
    });
    expect(await readRepositoryFile(empty!.bare, 'main', 'catalog-info.yaml')).toEqual({
      found: 'no-ref',
    });
    const answer = await tree('one');
    const { tree: entries } = (await answer.json()) as { tree: Array<{ path: string }> };
    expect(entries.map(entry => entry.path)).toEqual(['catalog-info.yaml', 'docs', 'docs/a.md']);
    expect((await tree('empty')).status).toBe(404);
  });

  it('takes pushes into one repository only, and lists the new tree with a new ETag', async () => {
    const [one, two] = await github.addRepositories([
      { fullName: 'acme/one', files: { 'a.txt': 'same' } },
      { fullName: 'acme/two', files: { 'a.txt': 'same' } },
    ]);
    const etag = (await tree('one')).headers.get('etag')!;
    expect((await tree('one', { 'if-none-match': etag })).status).toBe(304);
    await putRepositoryFile(one!.bare, { branch: 'main', path: 'b.txt', content: 'new' });
    const changed = await tree('one', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).toContain('b.txt');
    expect((await tree('two', { 'if-none-match': etag })).status).toBe(304);
    await expect(runGit(['--git-dir', two!.bare, 'fsck', '--no-dangling'])).resolves.toBeDefined();
  });
});

describe('resolveCommit', () => {
  let github: FakeGithub;
  beforeEach(async () => {
    github = await startFakeGithub({ token: 't', login: 'octo' });
  });
  afterEach(() => github.stop());

  it('resolves names as git does: a tag before a branch of the same name, packed refs too', async () => {
    const { bare } = await github.addRepository('octo/site');
    const first = await putRepositoryFile(bare, { branch: 'main', path: 'a', content: '1' });
    await runGit(['--git-dir', bare, 'tag', 'release', first]);
    const second = await putRepositoryFile(bare, { branch: 'release', path: 'a', content: '2' });
    expect(await resolveCommit(bare, 'release')).toBe(first);
    expect(await resolveCommit(bare, 'refs/heads/release')).toBe(second);
    expect(await resolveCommit(bare, 'main')).toBe(first);
    await runGit(['--git-dir', bare, 'pack-refs', '--all']);
    // The branch's ref is loose again, the tag's only packed: the tag still comes first.
    const third = await putRepositoryFile(bare, { branch: 'release', path: 'a', content: '3' });
    expect(await resolveCommit(bare, 'release')).toBe(first);
    expect(await resolveCommit(bare, 'refs/heads/release')).toBe(third);
    expect(await resolveCommit(bare, '../main')).toBeUndefined();
    expect(await resolveCommit(bare, 'missing')).toBeUndefined();
  });
});
