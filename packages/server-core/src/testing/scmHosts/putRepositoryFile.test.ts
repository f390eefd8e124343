import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putRepositoryFile } from './putRepositoryFile';
import { readRepositoryFile } from './readRepositoryFile';
import { startFakeGithub, type FakeGithub } from './startFakeGithub';

describe('putRepositoryFile and readRepositoryFile', () => {
  let github: FakeGithub;
  let bare: string;
  beforeEach(async () => {
    github = await startFakeGithub({ token: 't', login: 'octo' });
    bare = (await github.addRepository('octo/site')).bare;
  });
  afterEach(() => github.stop());

  it('commits a file onto a new branch, then changes it keeping the other files', async () => {
    const first = await putRepositoryFile(bare, { branch: 'main', path: 'a.txt', content: 'one' });
    await putRepositoryFile(bare, { branch: 'main', path: 'docs/b.md', content: '# B' });
    const third = await putRepositoryFile(bare, {
      branch: 'main',
      path: 'a.txt',
      content: Buffer.from([0, 255, 1]),
      message: 'Binary now',
    });
    expect(await readRepositoryFile(bare, first, 'a.txt')).toMatchObject({
      found: 'file',
      content: Buffer.from('one'),
      commitSha: first,
    });
    const head = await readRepositoryFile(bare, 'main', 'a.txt');
    expect(head).toMatchObject({
      found: 'file',
      content: Buffer.from([0, 255, 1]),
      commitSha: third,
    });
    expect(await readRepositoryFile(bare, 'HEAD', '/docs/b.md')).toMatchObject({
      found: 'file',
      content: Buffer.from('# B'),
    });
  });

  it('finds no ref, and no file for directories, missing files and hostile paths', async () => {
    await putRepositoryFile(bare, { branch: 'main', path: 'docs/b.md', content: 'x' });
    expect(await readRepositoryFile(bare, 'nope', 'docs/b.md')).toEqual({ found: 'no-ref' });
    expect(await readRepositoryFile(bare, '--output=/tmp/x', 'docs/b.md')).toEqual({
      found: 'no-ref',
    });
    for (const path of ['docs', 'docs/', 'docs/c.md', '../docs/b.md', 'docs/../docs/b.md', 'd*']) {
      expect(await readRepositoryFile(bare, 'main', path)).toMatchObject({ found: 'no-file' });
    }
  });

  it('refuses paths and branch names that are not ones', async () => {
    const put = (branch: string, path: string) =>
      putRepositoryFile(bare, { branch, path, content: 'x' });
    await expect(put('main', '../escape.txt')).rejects.toThrow('../escape.txt');
    await expect(put('main', 'a//b')).rejects.toThrow('Not a file path');
    await expect(put('bad..name', 'a.txt')).rejects.toThrow('Not a branch name: bad..name');
  });
});
