import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A task's own directory, and how to remove it whatever happened in it. */
export interface Workspace {
  readonly path: string;
  remove(): Promise<void>;
}

/** Where workspaces are made: the scaffolder's working directory, or the system's temp one. */
export function workspaceBase(baseDirectory: string | undefined): string {
  return baseDirectory ?? os.tmpdir();
}

/** A task's workspace is named `task-<task id>-<six random characters>`. */
export function taskWorkspacePrefix(taskId: string): string {
  return `task-${taskId}`;
}

const TASK_WORKSPACE =
  /^task-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[A-Za-z0-9]{6}$/;

/** The task a directory name is the workspace of, when it is named as one. */
export function taskOfWorkspace(name: string): string | undefined {
  return TASK_WORKSPACE.exec(name)?.[1];
}

export async function createWorkspace(
  baseDirectory: string | undefined,
  prefix: string,
): Promise<Workspace> {
  const base = workspaceBase(baseDirectory);
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, `${prefix}-`));
  return {
    path: dir,
    remove: () => rm(dir, { recursive: true, force: true, maxRetries: 3 }),
  };
}
