import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockActionContext } from '../../testing';
import { createFilesystemRenameAction } from './createFilesystemRenameAction';
import { createFsTestWorkspace, type FsTestWorkspace } from './fsTestWorkspace';

type Files = Array<{ from: string; to: string; overwrite?: boolean }>;

describe('fs:rename', () => {
  const action = createFilesystemRenameAction();
  let t: FsTestWorkspace;
  beforeEach(async () => {
    t = await createFsTestWorkspace();
    await t.write('a.txt');
    await t.write('b.txt');
    await t.write('dir/c.txt');
  });
  afterEach(() => t.remove());

  const run = async (files: Files) =>
    action.handler(await createMockActionContext({ input: { files }, workspacePath: t.workspace }));

  it('renames files and directories, creating parent directories', async () => {
    await run([
      { from: 'a.txt', to: 'nested/new/a2.txt' },
      { from: 'dir', to: 'moved' },
    ]);
    expect(await t.tree(t.workspace)).toEqual([
      'b.txt',
      `link-out -> ${t.outside}`,
      'moved/',
      'moved/c.txt',
      'nested/',
      'nested/new/',
      'nested/new/a2.txt',
    ]);
  });

  it('refuses to replace an existing file unless overwrite is set', async () => {
    await expect(run([{ from: 'a.txt', to: 'b.txt' }])).rejects.toThrow(
      "'b.txt' already exists; set overwrite to replace it",
    );
    await run([{ from: 'a.txt', to: 'b.txt', overwrite: true }]);
    expect(await fs.readFile(path.join(t.workspace, 'b.txt'), 'utf8')).toBe('a.txt');
  });

  it('answers a clear error for a missing source', async () => {
    await expect(run([{ from: 'nope.txt', to: 'x.txt' }])).rejects.toThrow(
      "'nope.txt' does not exist",
    );
  });

  it('touches nothing outside the workspace', async () => {
    const before = await t.tree(path.dirname(t.workspace));
    for (const files of [
      [{ from: 'a.txt', to: '../outside/a.txt' }],
      [{ from: '../outside/secret.txt', to: 'stolen.txt' }],
      [{ from: path.join(t.outside, 'secret.txt'), to: 'stolen.txt' }],
      [{ from: 'a.txt', to: '/tmp/a.txt' }],
      [{ from: 'link-out/secret.txt', to: 'stolen.txt' }],
      [{ from: 'a.txt', to: 'link-out/a.txt' }],
      [{ from: 'a.txt', to: 'link-out', overwrite: true }],
    ]) {
      await expect(run(files), JSON.stringify(files)).rejects.toThrow(/workspace/);
    }
    expect(await t.tree(path.dirname(t.workspace))).toEqual(before);
  });
});
