import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockActionContext, type MockActionContext } from '../../testing';
import { createDebugLogAction } from './createDebugLogAction';

describe('debug:log', () => {
  const action = createDebugLogAction();
  let ctx: MockActionContext<Parameters<typeof action.handler>[0]['input']>;
  afterEach(() => ctx?.cleanup());

  const run = async (input: typeof ctx.input) => {
    ctx = await createMockActionContext({ input });
    await fs.mkdir(path.join(ctx.workspacePath, 'src'));
    await fs.writeFile(path.join(ctx.workspacePath, 'src/index.ts'), 'export {};\n');
    await fs.writeFile(path.join(ctx.workspacePath, 'README.md'), '# Hi\n');
    await action.handler(ctx);
    return ctx.logs.map(l => l.message);
  };

  it('writes the message as one line, verbatim', async () => {
    const message = 'Hello\n  indented\n\n${{ not rendered here }}\n';
    expect(await run({ message })).toEqual([message]);
  });

  it('lists the workspace files', async () => {
    expect(await run({ listWorkspace: true })).toEqual([
      'Workspace:\n  - README.md\n  - src/index.ts',
    ]);
    expect(await run({ listWorkspace: 'with-filenames' })).toEqual([
      'Workspace:\n  - README.md\n  - src/index.ts',
    ]);
  });

  it('lists the files with their contents in one line, naming links without following them', async () => {
    ctx = await createMockActionContext({ input: { listWorkspace: 'with-contents' } });
    await fs.writeFile(path.join(ctx.workspacePath, 'README.md'), '# Hi\n\nThere\n');
    await fs.symlink('/etc/hostname', path.join(ctx.workspacePath, 'leak'));
    await createDebugLogAction().handler(ctx);
    expect(ctx.logs.map(l => l.message)).toEqual([
      'Workspace:\n  - leak -> /etc/hostname\n  - README.md:\n    # Hi\n    \n    There',
    ]);
  });

  it('declares its input schema and supports dry runs', () => {
    expect(action.schema?.input?.safeParse({ listWorkspace: 'sometimes' }).success).toBe(false);
    expect(action.supportsDryRun).toBe(true);
    expect(action.examples?.length).toBeGreaterThan(0);
  });
});
