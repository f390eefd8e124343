import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMockActionContext, type MockActionContext } from '../../../testing';
import { git } from '@atrium/server-core/testing';

/** A mock context whose workspace holds a small service under `service/` and a stray file. */
export async function publishWorkspace<Input>(input: Input): Promise<MockActionContext<Input>> {
  const ctx = await createMockActionContext({ input });
  await fs.mkdir(path.join(ctx.workspacePath, 'service/src'), { recursive: true });
  await fs.writeFile(path.join(ctx.workspacePath, 'service/README.md'), '# Service\n');
  await fs.writeFile(path.join(ctx.workspacePath, 'service/src/index.js'), 'run();\n');
  await fs.writeFile(path.join(ctx.workspacePath, 'notes.txt'), 'not published\n');
  return ctx;
}

/** Clones a bare repository's branch back: its files and their text, last author and message. */
export async function cloneBack(bare: string, branch: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-clone-'));
  try {
    await git(['clone', '--quiet', '--branch', branch, bare, dir]);
    const files = (await git(['ls-files'], dir)).trim().split('\n').sort();
    const [author, message] = (await git(['log', '-1', '--format=%an <%ae>%n%s'], dir))
      .trim()
      .split('\n');
    const head = (await git(['rev-parse', 'HEAD'], dir)).trim();
    const contents = Object.fromEntries(
      await Promise.all(
        files.map(async file => [file, await fs.readFile(path.join(dir, file), 'utf8')] as const),
      ),
    );
    return { files, contents, author, message, head };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The error a promise rejects with (failing the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: Error) => error,
  );
}
