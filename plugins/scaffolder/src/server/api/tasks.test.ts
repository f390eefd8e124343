import { readdir } from 'node:fs/promises';
import { describeEachDatabase, mockUserToken } from '@atrium/server-core/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ListTasksResponse, SerializedTask, SerializedTaskEvent } from '../../shared';
import { testTemplate } from '../testing/fixtures';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const VALUES = { name: 'payments', port: 8080, owner: 'group:default/platform' };

describeEachDatabase('scaffolder tasks', database => {
  let server: ScaffolderTestServer;

  beforeAll(async () => {
    server = await startScaffolderServer(database);
    server.add(
      testTemplate('quick', [
        { id: 'hello', name: 'Say hello', action: 'test:log', input: { message: 'hello there' } },
        { action: 'test:write', input: { path: 'README.md', content: '# payments' } },
      ]),
    );
    server.add(
      testTemplate('slow', [
        { id: 'wait', name: 'Wait', action: 'test:wait', input: { key: 'slow' } },
      ]),
    );
    server.add(
      testTemplate('broken', [{ id: 'boom', action: 'test:fail', input: { message: 'It broke' } }]),
    );
    server.add(
      testTemplate('leaky', [
        { id: 'leak', action: 'test:fail', input: { message: 'token $TOKEN rejected' } },
      ]),
    );
  });
  afterAll(() => server?.stop());
  beforeEach(() => server.decisions.clear());

  const create = (templateRef: string, values: unknown = VALUES, secrets?: unknown) =>
    server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: { templateRef, values, ...(secrets !== undefined && { secrets }) },
    });

  async function waitForStatus(id: string, status: string): Promise<SerializedTask> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const { body } = await server.json<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`);
      if (body.status === status) return body;
      await new Promise(resolve => setTimeout(resolve, 20));
    }
    throw new Error(`Task ${id} never became ${status}`);
  }

  /** Workspaces of this task left in the working directory (other tests' tasks may be running). */
  const workspacesOf = async (id: string) =>
    (await readdir(server.workingDirectory)).filter(name => name.startsWith(`task-${id}`));

  const events = async (id: string, after?: number) =>
    (
      await server.json<SerializedTaskEvent[]>(
        `/api/scaffolder/v2/tasks/${id}/events${after === undefined ? '' : `?after=${after}`}`,
      )
    ).body;

  it('runs a task to completion: 201 with its id, logs as events, a completion with the output', async () => {
    const created = await create('template:default/quick');
    expect(created.status).toBe(201);
    const task = await waitForStatus(created.body.id, 'completed');
    expect(task.createdBy).toBe('user:default/mock');
    expect(task.spec.steps.map(step => [step.id, step.name])).toEqual([
      ['hello', 'Say hello'],
      ['step-2', 'test:write'],
    ]);
    expect(task.spec.templateInfo).toMatchObject({
      entityRef: 'template:default/quick',
      baseUrl: 'file:///srv/templates/quick/template.yaml',
      entity: { metadata: { name: 'quick' } },
    });
    expect(task.spec.user).toMatchObject({
      ref: 'user:default/mock',
      entity: { metadata: { name: 'mock' } },
    });
    const all = await events(created.body.id);
    expect(all.filter(event => event.type === 'log').map(event => event.body.message)).toContain(
      'hello there',
    );
    expect(all.at(-1)).toMatchObject({
      type: 'completion',
      body: {
        message: 'Run completed with status: completed',
        output: { links: [{ title: 'Repository' }] },
      },
    });
    expect(await workspacesOf(created.body.id)).toEqual([]);
  });

  it('accepts a ref without kind or namespace', async () => {
    expect((await create('quick')).status).toBe(201);
  });

  it('fails a task whose step fails, with the error in the completion and the workspace gone', async () => {
    const { body } = await create('broken');
    await waitForStatus(body.id, 'failed');
    expect((await events(body.id)).at(-1)?.body).toEqual({
      message: 'Run completed with status: failed',
      error: { name: 'Error', message: 'It broke' },
    });
    expect(await workspacesOf(body.id)).toEqual([]);
  });

  it('keeps secrets out of the database rows, the API and the messages', async () => {
    const { body } = await create('leaky', VALUES, { token: 's3cr3t-value' });
    await waitForStatus(body.id, 'failed');
    const runs = server.runner.runs.filter(run => run.taskId === body.id);
    expect(runs[0]?.secrets).toEqual({ token: 's3cr3t-value' });
    const completion = (await events(body.id)).at(-1);
    expect(JSON.stringify(completion)).not.toContain('s3cr3t-value');
    expect(JSON.stringify(completion)).toContain('token *** rejected');
    const task = await server.json(`/api/scaffolder/v2/tasks/${body.id}`);
    expect(JSON.stringify(task.body)).not.toContain('s3cr3t-value');
  });

  it('lists tasks newest first with createdBy, limit and offset', async () => {
    const other = mockUserToken({
      userEntityRef: 'user:default/other',
      ownershipEntityRefs: ['user:default/other'],
    });
    const theirs = await server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      token: other,
      body: { templateRef: 'quick', values: VALUES },
    });
    const all = await server.json<ListTasksResponse>('/api/scaffolder/v2/tasks');
    expect(all.body.tasks[0]?.id).toBe(theirs.body.id);
    const created = all.body.tasks.map(task => task.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(all.body.totalTasks).toBe(all.body.tasks.length);

    const mine = await server.json<ListTasksResponse>(
      '/api/scaffolder/v2/tasks?createdBy=user:default/mock&limit=2&offset=1',
    );
    expect(mine.body.tasks).toHaveLength(2);
    expect(mine.body.tasks.every(task => task.createdBy === 'user:default/mock')).toBe(true);
    expect(mine.body.totalTasks).toBe(all.body.totalTasks - 1);
  });

  it('streams events as server-sent events, resumes after an id and ends after completion', async () => {
    const { body } = await create('quick');
    await waitForStatus(body.id, 'completed');
    const response = await server.request(`/api/scaffolder/v2/tasks/${body.id}/eventstream`);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const frames = parseFrames(await response.text());
    expect(frames.at(-1)?.event).toBe('completion');
    expect(frames.every(frame => frame.id === String(frame.data.id))).toBe(true);

    const resumeAt = frames[1]!.data.id;
    const resumed = parseFrames(
      await (
        await server.request(`/api/scaffolder/v2/tasks/${body.id}/eventstream?after=${resumeAt}`)
      ).text(),
    );
    expect(resumed.map(frame => frame.data.id)).toEqual(
      frames.filter(frame => frame.data.id > resumeAt).map(frame => frame.data.id),
    );
  });

  it('opens an event stream at once, before the task has anything to say', async () => {
    const { body } = await create('slow');
    const response = await server.request(`/api/scaffolder/v2/tasks/${body.id}/eventstream`);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.startsWith(': stream open\n\n')).toBe(true);
    await reader.cancel();
    server.runner.release('slow');
    await waitForStatus(body.id, 'completed');
  });

  it('pushes a running task’s events as they are written', async () => {
    const { body } = await create('slow');
    const response = await server.request(`/api/scaffolder/v2/tasks/${body.id}/eventstream`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('Beginning step Wait')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('The stream ended before the step began');
      text += decoder.decode(chunk.value);
    }
    const releasedAt = Date.now();
    server.runner.release('slow');
    while (!text.includes('event: completion')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
    }
    // Pushed from the in-process bus: well before the 50 ms database poll would matter.
    expect(Date.now() - releasedAt).toBeLessThan(1_000);
    expect(parseFrames(text).at(-1)?.data.body).toMatchObject({
      message: 'Run completed with status: completed',
    });
  });

  it('long-polls events: answers as soon as one is written', async () => {
    server.add(
      testTemplate('polled', [{ id: 'wait', action: 'test:wait', input: { key: 'poll' } }]),
    );
    const { body } = await create('polled', VALUES);
    await waitForStatus(body.id, 'processing');
    let seen = await events(body.id);
    while (seen.length === 0) seen = await events(body.id);
    const last = seen.at(-1)!.id;
    const pending = events(body.id, last);
    setTimeout(() => server.runner.release('poll'), 50);
    expect((await pending).length).toBeGreaterThan(0);
  });

  it('cancels a running task: the step is aborted, a cancelled event, status cancelled', async () => {
    server.add(
      testTemplate('stuck', [{ id: 'wait', action: 'test:wait', input: { key: 'never' } }]),
    );
    const { body } = await create('stuck');
    await waitForStatus(body.id, 'processing');
    const cancelled = await server.json(`/api/scaffolder/v2/tasks/${body.id}/cancel`, {
      method: 'POST',
    });
    expect(cancelled).toEqual({ status: 200, body: { status: 'cancelled' } });
    await waitForStatus(body.id, 'cancelled');
    const all = await events(body.id);
    expect(all.map(event => event.type)).toContain('cancelled');
    expect(all.at(-1)?.body).toEqual({ message: 'Run completed with status: cancelled' });
    expect(await workspacesOf(body.id)).toEqual([]);

    const again = await server.json(`/api/scaffolder/v2/tasks/${body.id}/cancel`, {
      method: 'POST',
    });
    expect(again.status).toBe(200);
  });

  it('refuses to cancel a finished task', async () => {
    const { body } = await create('quick');
    await waitForStatus(body.id, 'completed');
    const response = await server.json<{ error: { name: string } }>(
      `/api/scaffolder/v2/tasks/${body.id}/cancel`,
      { method: 'POST' },
    );
    expect(response.status).toBe(409);
  });

  it('retries a failed task as a new run with the secrets given to the retry', async () => {
    server.add(
      testTemplate('flaky', [{ id: 'wait', action: 'test:wait', input: { key: 'flaky' } }]),
    );
    const { body } = await create('flaky', VALUES, { token: 'first' });
    await waitForStatus(body.id, 'processing');
    await server.json(`/api/scaffolder/v2/tasks/${body.id}/cancel`, { method: 'POST' });
    await waitForStatus(body.id, 'cancelled');

    server.runner.release('flaky');
    const retried = await server.json(`/api/scaffolder/v2/tasks/${body.id}/retry`, {
      method: 'POST',
      body: { secrets: { token: 'second' } },
    });
    expect(retried).toEqual({ status: 201, body: { id: body.id } });
    await waitForStatus(body.id, 'completed');
    const runs = server.runner.runs.filter(run => run.taskId === body.id);
    expect(runs.map(run => run.secrets)).toEqual([{ token: 'first' }, { token: 'second' }]);
    const types = (await events(body.id)).map(event => event.type);
    expect(types.filter(type => type === 'completion')).toHaveLength(1);
    expect(types).toContain('recovered');

    const notFailed = await server.json(`/api/scaffolder/v2/tasks/${body.id}/retry`, {
      method: 'POST',
    });
    expect(notFailed.status).toBe(409);
  });

  it('answers 400 naming the fields when values do not match the template', async () => {
    const missing = await server.json<{ error: { name: string; message: string } }>(
      '/api/scaffolder/v2/tasks',
      { method: 'POST', body: { templateRef: 'quick', values: { port: 'eighty' } } },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.name).toBe('InputError');
    expect(missing.body.error.message).toContain('name is required');
    expect(missing.body.error.message).toContain('port must be integer');
    expect(missing.body.error.message).toContain('owner is required');
  });

  it.each([
    ['no body', undefined],
    ['values missing', { templateRef: 'quick' }],
    ['values not an object', { templateRef: 'quick', values: [] }],
    ['a bad ref', { templateRef: 'template:', values: {} }],
    ['secrets not strings', { templateRef: 'quick', values: VALUES, secrets: { a: 1 } }],
  ])('answers 400 for %s', async (_name, body) => {
    const response = await server.json<{ error: { name: string } }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.name).toBe('InputError');
  });

  it('answers 400 for a non-Template and 404 for an absent or unreadable template', async () => {
    server.add({
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name: 'quick', namespace: 'default' },
      spec: {},
    });
    const component = await create('component:default/quick');
    expect(component.status).toBe(400);
    expect((await create('template:default/nothing')).status).toBe(404);
    server.hidden.add('template:default/slow');
    expect((await create('slow')).status).toBe(404);
    server.hidden.clear();
  });

  it.each([
    ['/api/scaffolder/v2/tasks/not-a-uuid', 404],
    ['/api/scaffolder/v2/tasks/00000000-0000-4000-8000-000000000000', 404],
    ['/api/scaffolder/v2/tasks/00000000-0000-4000-8000-000000000000/events', 404],
    ['/api/scaffolder/v2/tasks/00000000-0000-4000-8000-000000000000/eventstream', 404],
    ['/api/scaffolder/v2/tasks?limit=0', 400],
    ['/api/scaffolder/v2/tasks?limit=abc', 400],
    ['/api/scaffolder/v2/tasks?offset=-1', 400],
    ['/api/scaffolder/v2/tasks?status=running', 400],
  ])('GET %s answers %d', async (path, status) => {
    expect((await server.request(path)).status).toBe(status);
  });

  it('answers 400 for a bad after', async () => {
    const { body } = await create('quick');
    expect(
      (await server.request(`/api/scaffolder/v2/tasks/${body.id}/events?after=x`)).status,
    ).toBe(400);
  });

  it('rejects an oversized body with 413', async () => {
    const response = await server.request('/api/scaffolder/v2/tasks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateRef: 'quick', values: { name: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.status).toBe(413);
  });

  it('needs scaffolder.task.create to create and scaffolder.task.read to read', async () => {
    const { body } = await create('quick');
    server.deny('scaffolder.task.create');
    const denied = await create('quick');
    expect(denied.status).toBe(403);
    const retry = await server.request(`/api/scaffolder/v2/tasks/${body.id}/retry`, {
      method: 'POST',
    });
    expect(retry.status).toBe(403);
    server.decisions.clear();

    server.deny('scaffolder.task.read');
    for (const path of ['', `/${body.id}`, `/${body.id}/events`, `/${body.id}/eventstream`]) {
      expect((await server.request(`/api/scaffolder/v2/tasks${path}`)).status).toBe(403);
    }
    server.decisions.clear();

    server.deny('scaffolder.task.cancel');
    const cancel = await server.request(`/api/scaffolder/v2/tasks/${body.id}/cancel`, {
      method: 'POST',
    });
    expect(cancel.status).toBe(403);
  });

  it('needs credentials', async () => {
    expect((await server.request('/api/scaffolder/v2/tasks', { token: null })).status).toBe(401);
  });
});

describeEachDatabase('stopping the scaffolder', database => {
  it('ends open event streams and running tasks instead of waiting for them', async () => {
    const server = await startScaffolderServer(database);
    server.add(testTemplate('forever', [{ id: 'wait', action: 'test:wait', input: { key: 'x' } }]));
    const { body } = await server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: { templateRef: 'forever', values: VALUES },
    });
    const stream = await server.request(`/api/scaffolder/v2/tasks/${body.id}/eventstream`);
    const text = stream.text().catch(() => '');
    // A worker claims the task a moment after it is created: stop once it runs, on a busy machine too.
    await expect.poll(() => server.runner.runs.length, { timeout: 10_000 }).toBe(1);
    const started = Date.now();
    await server.stop();
    expect(Date.now() - started).toBeLessThan(3_000);
    await text;
    expect(server.runner.runs.map(run => run.signal.aborted)).toEqual([true]);
  });
});

interface Frame {
  event: string;
  id: string;
  data: SerializedTaskEvent;
}

function parseFrames(text: string): Frame[] {
  return text
    .split('\n\n')
    .filter(block => block.startsWith('event:'))
    .map(block => {
      const fields = new Map(
        block
          .split('\n')
          .map(line => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      return {
        event: fields.get('event') ?? '',
        id: fields.get('id') ?? '',
        data: JSON.parse(fields.get('data') ?? 'null') as SerializedTaskEvent,
      };
    });
}
