import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@atrium/web-core';
import {
  getTask,
  getTemplatingExtensions,
  listActions,
  listTasks,
  type ListTasksOptions,
} from './tasksApi';

/** Every task-page query key starts here, so one invalidation refreshes them all. */
export const scaffolderTasksQueryKey = ['scaffolder', 'tasks'] as const;

export function taskQueryOptions(api: ApiClient, taskId: string) {
  return queryOptions({
    queryKey: [...scaffolderTasksQueryKey, 'task', taskId],
    queryFn: () => getTask(api, taskId),
  });
}

export function tasksQueryOptions(api: ApiClient, options: ListTasksOptions) {
  return queryOptions({
    queryKey: [...scaffolderTasksQueryKey, 'list', options],
    queryFn: () => listTasks(api, options),
  });
}

export function actionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['scaffolder', 'actions'],
    queryFn: () => listActions(api),
    // Installed actions change only when the server is redeployed.
    staleTime: 5 * 60_000,
  });
}

export function templatingExtensionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['scaffolder', 'templating-extensions'],
    queryFn: () => getTemplatingExtensions(api),
    staleTime: 5 * 60_000,
  });
}
