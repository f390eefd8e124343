import { Writable } from 'node:stream';
import { createLogger } from '@atrium/server-core';
import type { NotificationSendOptions } from '@atrium/plugin-notifications/node';
import { describe, expect, it } from 'vitest';
import type { TaskRow } from '../store/tables';
import { createTaskNotifier } from './createTaskNotifier';

function taskRow(overrides: Partial<TaskRow> = {}): TaskRow {
  return {
    id: 'task-1',
    spec: JSON.stringify({
      templateInfo: {
        entityRef: 'template:default/svc',
        entity: { metadata: { name: 'svc', title: 'A service' } },
      },
    }),
    status: 'completed',
    template_ref: 'template:default/svc',
    created_by: 'user:default/alice',
    created_at: 0,
    last_heartbeat_at: null,
    lease_holder: null,
    lease_until: null,
    cancel_requested: 0,
    secrets: null,
    ...overrides,
  };
}

function setUp(send: (options: NotificationSendOptions) => Promise<void> = async () => undefined) {
  const calls: Array<{ pluginId: string; options: NotificationSendOptions }> = [];
  const warnings: string[] = [];
  const logger = createLogger({
    level: 'warn',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push((JSON.parse(chunk.toString('utf8')) as { msg: string }).msg);
        done();
      },
    }),
  });
  const notifier = createTaskNotifier({
    logger,
    sender: () => ({
      async send(pluginId, options) {
        calls.push({ pluginId, options });
        await send(options);
        return [];
      },
    }),
  });
  return { notifier, calls, warnings };
}

const completed = { status: 'completed', output: {} } as const;

describe('createTaskNotifier', () => {
  it('names the template by its title, else its name, else its ref', async () => {
    const { notifier, calls } = setUp();
    const untitled = { templateInfo: { entityRef: 'x', entity: { metadata: { name: 'svc' } } } };
    await notifier.taskEnded(taskRow(), completed);
    await notifier.taskEnded(taskRow({ spec: JSON.stringify(untitled) }), completed);
    await notifier.taskEnded(taskRow({ spec: '{}' }), completed);
    expect(calls.map(call => call.options.payload.title)).toEqual([
      'Task completed: A service',
      'Task completed: svc',
      'Task completed: template:default/svc',
    ]);
  });

  it('keeps a failure description to 500 characters', async () => {
    const { notifier, calls } = setUp();
    const error = { name: 'Error', message: 'x'.repeat(2_000) };
    await notifier.taskEnded(taskRow(), { status: 'failed', error });
    expect(calls[0]?.options.payload.description).toHaveLength(500);
  });

  it('tells nobody of a cancelled task or of one without a user', async () => {
    const { notifier, calls } = setUp();
    await notifier.taskEnded(taskRow(), { status: 'cancelled' });
    await notifier.taskEnded(taskRow({ created_by: null }), completed);
    expect(calls).toEqual([]);
  });

  it('logs a warning when sending fails, and does not reject', async () => {
    const { notifier, warnings } = setUp(async () => {
      throw new Error('notifications are down');
    });
    await expect(notifier.taskEnded(taskRow(), completed)).resolves.toBeUndefined();
    expect(warnings).toEqual(['Scaffolder task notification could not be sent']);
  });
});
