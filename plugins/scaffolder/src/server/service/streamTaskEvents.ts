import type { TaskService } from './createTaskService';

/** How long a quiet stream waits before a comment line keeps proxies from closing it. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Server-sent events of a task (`event: <type>`, `id: <event id>`, `data: <event JSON>`), from
 * `after` on, pushed as they are written; ends after the completion event or when `signal` aborts.
 */
export async function* streamTaskEvents(
  tasks: TaskService,
  id: string,
  after: number | undefined,
  signal: AbortSignal,
): AsyncGenerator<string> {
  let last = after;
  // Sends the headers at once: a task that has not started yet may have no event for a while.
  yield ': stream open\n\n';
  while (!signal.aborted) {
    const events = await tasks.events(id, { after: last, waitMs: KEEP_ALIVE_MS, signal });
    if (events.length === 0) {
      if (!signal.aborted) yield ': keep-alive\n\n';
      continue;
    }
    let frames = '';
    let completed = false;
    for (const event of events) {
      frames += `event: ${event.type}\nid: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;
      last = Math.max(last ?? 0, event.id);
      if (event.type === 'completion') completed = true;
    }
    yield frames;
    if (completed) return;
  }
}
