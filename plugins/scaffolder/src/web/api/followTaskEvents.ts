import { createSseParser, ResponseError, type ApiClient } from '@atrium/web-core';
import type { SerializedTaskEvent } from '../../shared/contract';
import { getTaskEvents, openTaskEventStream } from './tasksApi';

/** Spec 001 §9: polling (and, here, reconnecting) waits 1000 ms after a failure. */
export const EVENTS_RETRY_DELAY_MS = 1000;

export interface FollowTaskEventsOptions {
  api: ApiClient;
  taskId: string;
  /** Resume after this event id; from the first event when absent. */
  after?: number;
  signal: AbortSignal;
  /** Called with each batch of new events, in id order, never twice with the same event. */
  onEvents(events: SerializedTaskEvent[]): void;
  retryDelayMs?: number;
}

interface ReadResult {
  completed: boolean;
  received: number;
}

// Statuses saying the server has no event stream, where the polling endpoint may still answer.
const STREAM_UNSUPPORTED = new Set([405, 406, 501]);

/**
 * Follows a task's events until its completion event (spec 001 §4). The event stream is read
 * with `fetch`, not EventSource: EventSource cannot send the bearer token the app authenticates
 * with. A dropped stream is reopened with `after` set to the last event seen; a server without a
 * stream (or a proxy that answers something else) is polled instead. Answers when the task has
 * completed or `signal` aborts; throws the ResponseError of a 4xx (not found, not allowed).
 */
export async function followTaskEvents(options: FollowTaskEventsOptions): Promise<void> {
  const { api, taskId, signal } = options;
  const delay = options.retryDelayMs ?? EVENTS_RETRY_DELAY_MS;
  let after = options.after;
  let polling = false;

  const deliver = (events: SerializedTaskEvent[]): boolean => {
    const fresh = events
      .filter(event => after === undefined || event.id > after)
      .sort((a, b) => a.id - b.id);
    if (fresh.length === 0) return false;
    after = fresh[fresh.length - 1]?.id;
    options.onEvents(fresh);
    return fresh.some(event => event.type === 'completion');
  };

  while (!signal.aborted) {
    let progressed = false;
    try {
      if (polling) {
        const events = await getTaskEvents(api, taskId, after, signal);
        if (deliver(events)) return;
        progressed = events.length > 0;
      } else {
        const response = await openTaskEventStream(api, taskId, after, signal);
        if (!response.ok) {
          if (!STREAM_UNSUPPORTED.has(response.status))
            throw await ResponseError.fromResponse(response);
          polling = true;
          continue;
        }
        const contentType = response.headers.get('content-type') ?? '';
        if (!response.body || !contentType.includes('text/event-stream')) {
          polling = true;
          continue;
        }
        const result = await readEventStream(response.body, signal, deliver);
        if (result.completed) return;
        progressed = result.received > 0;
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ResponseError && error.statusCode >= 400 && error.statusCode < 500) {
        throw error;
      }
      // Network failures and 5xx: wait, then resume after the last event seen.
    }
    // A stream that delivered events and then dropped is reopened at once; otherwise wait.
    if (!progressed) await sleep(delay, signal);
  }
}

async function readEventStream(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  deliver: (events: SerializedTaskEvent[]) => boolean,
): Promise<ReadResult> {
  const reader = body.getReader();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', onAbort);
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const sseEvents = done
        ? parser.push(decoder.decode()).concat(parser.end())
        : parser.push(decoder.decode(value, { stream: true }));
      const events = sseEvents.flatMap(sse => parseTaskEvent(sse.data));
      received += events.length;
      if (deliver(events)) {
        void reader.cancel().catch(() => undefined);
        return { completed: true, received };
      }
      if (done || signal.aborted) return { completed: false, received };
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

function parseTaskEvent(data: string): SerializedTaskEvent[] {
  try {
    const value = JSON.parse(data) as Partial<SerializedTaskEvent> | null;
    return value && typeof value.id === 'number' && typeof value.type === 'string'
      ? [value as SerializedTaskEvent]
      : [];
  } catch {
    // A malformed event is skipped rather than ending the stream for the rest.
    return [];
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise(resolve => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
