import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A task's own directory, and how to remove it whatever happened in it. */
export interface Workspace {
  readonly path: string;
  remove(): Promise<void>;
}

export async function createWorkspace(
  baseDirectory: string | undefined,
  prefix: string,
): Promise<Workspace> {
  const base = baseDirectory ?? os.tmpdir();
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, `${prefix}-`));
  return {
    path: dir,
    remove: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  };
}
