import { createApiClient, ResponseError } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import type { SerializedTaskEvent } from '../../shared/contract';
import {
  createFakeEventStream,
  createFakeScaffolderFetch,
  errorResponse,
  jsonResponse,
} from '../testing/createFakeScaffolderFetch';
import { completionEvent, logEvent } from '../testing/fixtures';
import { followTaskEvents } from './followTaskEvents';

const STREAM = '/v2/tasks/task-1/eventstream';
const EVENTS = '/v2/tasks/task-1/events';

function follow(fetch: typeof globalThis.fetch, after?: number) {
  const api = createApiClient({
    baseUrl: 'http://localhost:7007',
    fetch,
    getToken: () => 'secret-token',
  });
  const received: SerializedTaskEvent[] = [];
  const controller = new AbortController();
  const done = followTaskEvents({
    api,
    taskId: 'task-1',
    after,
    signal: controller.signal,
    onEvents: events => received.push(...events),
    retryDelayMs: 5,
  });
  return { received, done, controller };
}

describe('followTaskEvents', () => {
  it('reads the stream with the bearer token and stops at the completion event', async () => {
    const stream = createFakeEventStream();
    const headers: Headers[] = [];
    const fake = createFakeScaffolderFetch({ [STREAM]: () => stream.response() });
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      headers.push(new Headers(init?.headers));
      return fake.fetch(input, init);
    }) as typeof globalThis.fetch;
    const { received, done } = follow(fetch);
    await waitUntil(() => fake.requests.length === 1);
    stream.event(logEvent(1, 'Starting'));
    stream.event(completionEvent(2));
    await done;
    expect(received.map(event => event.id)).toEqual([1, 2]);
    expect(headers[0]?.get('authorization')).toBe('Bearer secret-token');
    expect(headers[0]?.get('accept')).toBe('text/event-stream');
  });

  it('reopens a dropped stream after the last event seen and never repeats one', async () => {
    const stream = createFakeEventStream();
    const fake = createFakeScaffolderFetch({ [STREAM]: () => stream.response() });
    const { received, done } = follow(fake.fetch);
    await waitUntil(() => fake.requests.length === 1);
    stream.event(logEvent(1, 'one'));
    stream.event(logEvent(2, 'two'));
    stream.close();
    await waitUntil(() => fake.requests.length === 2);
    expect(fake.requests[1]?.url.searchParams.get('after')).toBe('2');
    stream.event(logEvent(2, 'two again'));
    stream.event(completionEvent(3));
    await done;
    expect(received.map(event => event.id)).toEqual([1, 2, 3]);
    expect(fake.requests[0]?.url.searchParams.has('after')).toBe(false);
  });

  it('starts after the given event id', async () => {
    const stream = createFakeEventStream();
    const fake = createFakeScaffolderFetch({ [STREAM]: () => stream.response() });
    const { done } = follow(fake.fetch, 41);
    await waitUntil(() => fake.requests.length === 1);
    expect(fake.requests[0]?.url.searchParams.get('after')).toBe('41');
    stream.event(completionEvent(42));
    await done;
  });

  it('retries after a server error, then polls when the server has no stream', async () => {
    let streamCalls = 0;
    let pollCalls = 0;
    const fake = createFakeScaffolderFetch({
      [STREAM]: () =>
        ++streamCalls === 1
          ? errorResponse(503, 'ServiceUnavailableError', 'busy')
          : errorResponse(501, 'NotImplementedError', 'no stream'),
      [EVENTS]: ({ url }) => {
        pollCalls++;
        if (pollCalls === 1) return [logEvent(1, 'one')];
        if (pollCalls === 2) return errorResponse(500, 'Error', 'hiccup');
        expect(url.searchParams.get('after')).toBe('1');
        return [completionEvent(2)];
      },
    });
    const { received, done } = follow(fake.fetch);
    await done;
    expect(streamCalls).toBe(2);
    expect(pollCalls).toBe(3);
    expect(received.map(event => event.id)).toEqual([1, 2]);
  });

  it('polls when the answer is not an event stream (a buffering proxy)', async () => {
    const fake = createFakeScaffolderFetch({
      [STREAM]: () => jsonResponse({ unexpected: true }),
      [EVENTS]: () => [completionEvent(1)],
    });
    const { received, done } = follow(fake.fetch);
    await done;
    expect(received.map(event => event.type)).toEqual(['completion']);
  });

  it('throws the response error of a task that does not exist', async () => {
    const fake = createFakeScaffolderFetch({
      [STREAM]: () => errorResponse(404, 'NotFoundError', 'Task task-1 not found'),
    });
    const { done } = follow(fake.fetch);
    await expect(done).rejects.toBeInstanceOf(ResponseError);
    await expect(done).rejects.toMatchObject({ statusCode: 404 });
  });

  it('stops quietly when aborted mid-stream', async () => {
    const stream = createFakeEventStream();
    const fake = createFakeScaffolderFetch({ [STREAM]: () => stream.response() });
    const { done, controller, received } = follow(fake.fetch);
    await waitUntil(() => fake.requests.length === 1);
    stream.event(logEvent(1, 'one'));
    await waitUntil(() => received.length === 1);
    controller.abort();
    await expect(done).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('Condition not met in time');
    await new Promise(resolve => setTimeout(resolve, 2));
  }
}
