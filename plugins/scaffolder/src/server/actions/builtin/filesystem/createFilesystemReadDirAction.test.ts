import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMockActionContext } from '../../testing';
import { createFilesystemReadDirAction } from './createFilesystemReadDirAction';
import { createFsTestWorkspace, type FsTestWorkspace } from './fsTestWorkspace';

describe('fs:readdir', () => {
  const action = createFilesystemReadDirAction();
  let t: FsTestWorkspace;
  beforeEach(async () => {
    t = await createFsTestWorkspace();
    for (const file of ['a.txt', 'docs/one.md', 'docs/deep/two.md']) await t.write(file);
  });
  afterEach(() => t.remove());

  const run = async (input: { paths: string[]; recursive?: boolean }) => {
    const ctx = await createMockActionContext({
      input: { recursive: false, ...input },
      workspacePath: t.workspace,
    });
    await action.handler(ctx);
    return ctx.outputs as Record<'files' | 'folders', Array<Record<string, string>>>;
  };
  const entry = (relative: string) => ({
    name: path.basename(relative),
    path: relative,
    fullPath: path.join(t.workspace, relative),
  });

  it('lists the files and folders of a directory, a link as a file it does not follow', async () => {
    expect(await run({ paths: ['.'] })).toEqual({
      files: [entry('a.txt'), entry('link-out')],
      folders: [entry('docs')],
    });
  });

  it('reads the directories below with recursive, paths relative to the workspace', async () => {
    expect(await run({ paths: ['docs'], recursive: true })).toEqual({
      files: [entry('docs/deep/two.md'), entry('docs/one.md')],
      folders: [entry('docs/deep')],
    });
  });

  it('refuses a directory outside the workspace', async () => {
    for (const paths of [['..'], ['link-out'], [t.outside]]) {
      await expect(run({ paths }), paths[0]).rejects.toThrow(/workspace/);
    }
  });

  it('defaults recursive to false and supports dry runs', () => {
    expect(action.schema?.input?.parse({ paths: ['.'] })).toEqual({
      paths: ['.'],
      recursive: false,
    });
    expect(action.supportsDryRun).toBe(true);
  });
});
