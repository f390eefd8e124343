import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveWorkspacePath } from './resolveWorkspacePath';

describe('resolveWorkspacePath', () => {
  let root: string;
  let workspace: string;
  let outside: string;

  beforeEach(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-resolve-')));
    workspace = path.join(root, 'workspace');
    outside = path.join(root, 'outside');
    await fs.mkdir(path.join(workspace, 'src'), { recursive: true });
    await fs.mkdir(outside);
    await fs.symlink(outside, path.join(workspace, 'escape'));
    await fs.symlink(path.join(outside, 'missing'), path.join(workspace, 'dangling'));
    await fs.symlink(path.join(workspace, 'src'), path.join(workspace, 'inner'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('answers paths inside the workspace, existing or not', async () => {
    expect(await resolveWorkspacePath(workspace, 'src/a.txt')).toBe(
      path.join(workspace, 'src/a.txt'),
    );
    expect(await resolveWorkspacePath(workspace, './new/dir/b.txt')).toBe(
      path.join(workspace, 'new/dir/b.txt'),
    );
    expect(await resolveWorkspacePath(workspace, 'src/../c')).toBe(path.join(workspace, 'c'));
    expect(await resolveWorkspacePath(workspace, '.')).toBe(workspace);
    expect(await resolveWorkspacePath(workspace, 'inner/x')).toBe(path.join(workspace, 'inner/x'));
    expect(await resolveWorkspacePath(workspace, './')).toBe(workspace);
    expect(await resolveWorkspacePath(workspace, '..foo')).toBe(path.join(workspace, '..foo'));
  });

  it('refuses absolute paths and paths climbing out', async () => {
    await expect(resolveWorkspacePath(workspace, '/etc/passwd')).rejects.toThrow(
      "'/etc/passwd' must be a relative path inside the workspace",
    );
    await expect(resolveWorkspacePath(workspace, '../outside/x')).rejects.toThrow(
      "'../outside/x' leads outside the workspace",
    );
    await expect(resolveWorkspacePath(workspace, 'src/../../x')).rejects.toThrow(/outside/);
    for (const p of ['..', '../x', 'a/../../x']) {
      await expect(resolveWorkspacePath(workspace, p), p).rejects.toThrow(
        `'${p}' leads outside the workspace`,
      );
    }
    // Absolute paths are refused even where they would land inside, and so is a sibling
    // directory whose name merely starts with the workspace's.
    for (const p of [path.join(workspace, 'src'), `${workspace}2/x`, 'C:\\x', '\\\\host\\share']) {
      await expect(resolveWorkspacePath(workspace, p), p).rejects.toThrow(
        /must be a relative path inside the workspace/,
      );
    }
  });

  it('refuses symbolic links pointing outside, dangling ones included', async () => {
    for (const p of ['escape', 'escape/file.txt', 'escape/new/dir', 'dangling', 'dangling/x']) {
      await expect(resolveWorkspacePath(workspace, p), p).rejects.toThrow(
        /symbolic link pointing outside the workspace/,
      );
    }
  });
});
