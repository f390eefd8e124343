import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SerializedTask, SerializedTaskEvent } from '../../shared';
import { createTemplateAction } from '../actions';
import { testTemplate } from '../testing/fixtures';
import { runTaskToEnd } from '../testing/runTaskToEnd';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const PARAMETERS = { required: ['name'], properties: { name: { type: 'string' } } };
const VALUES = { name: 'payments' };

const flaky = createTemplateAction({
  id: 'acme:flaky',
  schema: { input: z.object({ disk: z.string() }) },
  async handler({ input }) {
    throw new Error(`No space left on ${input.disk}`);
  },
});

const say = (id: string) => ({
  id,
  name: `Say ${id}`,
  action: 'debug:log',
  input: { message: id },
});

describe('the steps of failed and cancelled tasks', () => {
  let server: ScaffolderTestServer;
  beforeAll(async () => {
    server = await startScaffolderServer('sqlite', { realEngine: true, actions: [flaky] });
    server.add(
      testTemplate(
        'failing',
        [say('first'), { id: 'fail', action: 'acme:flaky', input: { disk: 'sda' } }, say('last')],
        PARAMETERS,
      ),
    );
    server.add(
      testTemplate(
        'waiting',
        [say('first'), { id: 'wait', action: 'debug:wait', input: { minutes: 5 } }, say('last')],
        PARAMETERS,
      ),
    );
  });
  afterAll(() => server?.stop());

  const statuses = (events: SerializedTaskEvent[]) =>
    events
      .filter(event => event.type === 'log' && event.body.status !== undefined)
      .map(event => [event.body.stepId, event.body.status]);

  it('lists every step of the template in a failed task, the ones that never ran too', async () => {
    const { task, events } = await runTaskToEnd(server, 'template:default/failing', VALUES);

    expect(task.status).toBe('failed');
    expect(task.spec.steps.map(step => step.id)).toEqual(['first', 'fail', 'last']);
    expect(statuses(events)).toEqual([
      ['first', 'processing'],
      ['first', 'completed'],
      ['fail', 'processing'],
      ['fail', 'failed'],
    ]);
    expect(events.at(-1)?.body).toMatchObject({
      message: 'Run completed with status: failed',
      error: { name: 'Error', message: 'No space left on sda' },
    });
  });

  it('emits a cancelled event naming the running step when a running task is cancelled', async () => {
    const created = await server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
      method: 'POST',
      body: { templateRef: 'template:default/waiting', values: VALUES },
    });
    const { id } = created.body;
    const events = () =>
      server.json<SerializedTaskEvent[]>(`/api/scaffolder/v2/tasks/${id}/events`);
    await until(async () =>
      (await events()).body.some(e => e.body.stepId === 'wait' && e.body.status === 'processing'),
    );

    const cancel = await server.json(`/api/scaffolder/v2/tasks/${id}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    await until(
      async () =>
        (await server.json<SerializedTask>(`/api/scaffolder/v2/tasks/${id}`)).body.status ===
        'cancelled',
    );

    const all = (await events()).body;
    expect(all.filter(event => event.type === 'cancelled').map(event => event.body)).toEqual([
      { message: 'Step wait has been cancelled.', stepId: 'wait', status: 'cancelled' },
    ]);
    expect(statuses(all)).toContainEqual(['wait', 'cancelled']);
  });
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt++) {
    if (await condition()) return;
    await new Promise(resolve => setTimeout(resolve, 20));
  }
  throw new Error('The condition never held');
}
