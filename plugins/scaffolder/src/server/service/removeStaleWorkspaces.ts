import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@atrium/server-core';
import { getTaskStatuses } from '../store/taskStore';
import { taskOfWorkspace } from './createWorkspace';
import type { ScaffolderDb } from '../store/tables';

/**
 * Removes the workspaces a killed server left behind: directories of the scaffolder's own
 * naming, directly in its working directory, whose task is stored here and no longer running
 * (a running task's workspace belongs to the replica running it). A directory of a task this
 * database does not know may belong to another server sharing the directory, and is kept.
 * Answers the names it removed.
 */
export async function removeStaleWorkspaces(
  db: ScaffolderDb,
  directory: string,
  logger: Logger,
): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  const candidates = entries.flatMap(entry => {
    const taskId = entry.isDirectory() ? taskOfWorkspace(entry.name) : undefined;
    return taskId ? [{ name: entry.name, taskId }] : [];
  });
  const statuses = await getTaskStatuses(db, [...new Set(candidates.map(c => c.taskId))]);
  const removed: string[] = [];
  for (const { name, taskId } of candidates) {
    const status = statuses.get(taskId);
    if (status === undefined || status === 'processing') continue;
    try {
      await rm(path.join(directory, name), { recursive: true, force: true, maxRetries: 3 });
      removed.push(name);
    } catch (error) {
      logger.warn({ err: error, taskId }, 'Scaffolder workspace could not be removed');
    }
  }
  return removed;
}
