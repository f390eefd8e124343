import type { ApiClient } from '@atrium/web-core';
// Deep imports: the shared index would bring zod (request schemas) into the browser bundle.
import { SCAFFOLDER_PLUGIN_ID } from '../../shared/constants';
import type {
  ActionDescription,
  ListTasksResponse,
  SerializedTask,
  SerializedTaskEvent,
  TemplatingExtensionsResponse,
} from '../../shared/contract';

export interface ListTasksOptions {
  /** Only the tasks this user ref created (spec 001 §6); everyone's when absent. */
  createdBy?: string;
  limit: number;
  offset: number;
}

function taskPath(taskId: string, rest = ''): string {
  return `/v2/tasks/${encodeURIComponent(taskId)}${rest}`;
}

export function listTasks(api: ApiClient, options: ListTasksOptions): Promise<ListTasksResponse> {
  const params = new URLSearchParams();
  if (options.createdBy) params.set('createdBy', options.createdBy);
  params.set('limit', String(options.limit));
  params.set('offset', String(options.offset));
  return api.json<ListTasksResponse>(SCAFFOLDER_PLUGIN_ID, `/v2/tasks?${params}`);
}

export function getTask(api: ApiClient, taskId: string): Promise<SerializedTask> {
  return api.json<SerializedTask>(SCAFFOLDER_PLUGIN_ID, taskPath(taskId));
}

export async function cancelTask(api: ApiClient, taskId: string): Promise<void> {
  await api.json<unknown>(SCAFFOLDER_PLUGIN_ID, taskPath(taskId, '/cancel'), { method: 'POST' });
}

export async function retryTask(api: ApiClient, taskId: string): Promise<void> {
  await api.json<unknown>(SCAFFOLDER_PLUGIN_ID, taskPath(taskId, '/retry'), { method: 'POST' });
}

/** The polling form of the event stream: the events after `after`, possibly none yet. */
export function getTaskEvents(
  api: ApiClient,
  taskId: string,
  after: number | undefined,
  signal?: AbortSignal,
): Promise<SerializedTaskEvent[]> {
  const query = after === undefined ? '' : `?after=${after}`;
  return api.json<SerializedTaskEvent[]>(
    SCAFFOLDER_PLUGIN_ID,
    taskPath(taskId, `/events${query}`),
    {
      signal,
    },
  );
}

/** Opens the server-sent event stream; the caller reads and parses the body. */
export function openTaskEventStream(
  api: ApiClient,
  taskId: string,
  after: number | undefined,
  signal: AbortSignal,
): Promise<Response> {
  const query = after === undefined ? '' : `?after=${after}`;
  return api.fetch(SCAFFOLDER_PLUGIN_ID, taskPath(taskId, `/eventstream${query}`), {
    headers: { accept: 'text/event-stream' },
    signal,
  });
}

export function listActions(api: ApiClient): Promise<ActionDescription[]> {
  return api.json<ActionDescription[]>(SCAFFOLDER_PLUGIN_ID, '/v2/actions');
}

export function getTemplatingExtensions(api: ApiClient): Promise<TemplatingExtensionsResponse> {
  return api.json<TemplatingExtensionsResponse>(SCAFFOLDER_PLUGIN_ID, '/v2/templating-extensions');
}
