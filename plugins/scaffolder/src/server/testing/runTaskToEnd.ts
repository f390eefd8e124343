import type { JsonObject, SerializedTask, SerializedTaskEvent } from '../../shared';
import type { ScaffolderTestServer } from './startScaffolderServer';

const ENDED = ['completed', 'failed', 'cancelled'];

/** Starts a task over HTTP and waits until it ends: the task as answered, and all its events. */
export async function runTaskToEnd(
  server: ScaffolderTestServer,
  templateRef: string,
  values: JsonObject,
): Promise<{ task: SerializedTask; events: SerializedTaskEvent[] }> {
  const created = await server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
    method: 'POST',
    body: { templateRef, values },
  });
  if (created.status !== 201) {
    throw new Error(`Task not created: ${created.status} ${JSON.stringify(created.body)}`);
  }
  const { id } = created.body;
  for (let attempt = 0; attempt < 1500; attempt++) {
    const { body: task } = await server.json<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`);
    if (ENDED.includes(task.status)) {
      const events = await server.json<SerializedTaskEvent[]>(
        `/api/scaffolder/v2/tasks/${id}/events`,
      );
      return { task, events: events.body };
    }
    await new Promise(resolve => setTimeout(resolve, 20));
  }
  throw new Error(`Task ${id} never ended`);
}
