import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockActionContext } from '../../testing';
import { createFilesystemDeleteAction } from './createFilesystemDeleteAction';
import { createFsTestWorkspace, type FsTestWorkspace } from './fsTestWorkspace';

describe('fs:delete', () => {
  const action = createFilesystemDeleteAction();
  let t: FsTestWorkspace;
  beforeEach(async () => {
    t = await createFsTestWorkspace();
    for (const file of [
      'a.txt',
      'b.md',
      '.hidden.md',
      'docs/one.md',
      'docs/deep/two.md',
      'keep/x.txt',
    ]) {
      await t.write(file);
    }
  });
  afterEach(() => t.remove());

  const run = async (files: string[]) =>
    action.handler(await createMockActionContext({ input: { files }, workspacePath: t.workspace }));

  it('deletes named files and directories', async () => {
    await run(['a.txt', 'docs', 'not-there.txt']);
    expect(await t.tree(t.workspace)).toEqual([
      '.hidden.md',
      'b.md',
      'keep/',
      'keep/x.txt',
      `link-out -> ${t.outside}`,
    ]);
  });

  it('deletes what glob patterns match, dot files included', async () => {
    await run(['**/*.md']);
    expect(await t.tree(t.workspace)).toEqual([
      'a.txt',
      'docs/',
      'docs/deep/',
      'keep/',
      'keep/x.txt',
      `link-out -> ${t.outside}`,
    ]);
    await run(['{a,nothing}.t?t', 'docs/**']);
    expect(await t.tree(t.workspace)).toEqual([
      'docs/',
      'keep/',
      'keep/x.txt',
      `link-out -> ${t.outside}`,
    ]);
  });

  it('reads globs as minimatch does: one segment for * and ?, sets, alternatives', async () => {
    for (const file of ['c.md', 'abc', 'a+b(1).txt', 'x.ts', 'x.js', 'x.py', 'docs/z', 'q/z']) {
      await t.write(file);
    }
    await run(['*.md', 'a?c', '[!ab].txt', 'a+b(1).txt', '*.{js,ts}', 'docs/**/z']);
    expect(await t.tree(t.workspace)).toEqual([
      'a.txt',
      'docs/',
      'docs/deep/',
      'docs/deep/two.md',
      'docs/one.md',
      'keep/',
      'keep/x.txt',
      `link-out -> ${t.outside}`,
      'q/',
      'q/z',
      'x.py',
    ]);
    await run(['[ab].txt', 'docs/**']);
    expect(await t.tree(t.workspace)).toEqual([
      'docs/',
      'keep/',
      'keep/x.txt',
      `link-out -> ${t.outside}`,
      'q/',
      'q/z',
      'x.py',
    ]);
  });

  it('touches nothing outside the workspace, and deletes nothing when one entry is bad', async () => {
    const before = await t.tree(path.dirname(t.workspace));
    for (const files of [
      ['a.txt', '../outside/secret.txt'],
      ['a.txt', path.join(t.outside, 'secret.txt')],
      ['a.txt', '../outside/*'],
      ['a.txt', '/tmp/**'],
      ['a.txt', 'link-out/secret.txt'],
      ['a.txt', 'link-out/*'],
      ['a.txt', 'link-*'],
      ['.'],
    ]) {
      await expect(run(files), JSON.stringify(files)).rejects.toThrow(/workspace/);
    }
    expect(await t.tree(path.dirname(t.workspace))).toEqual(before);
  });
});
