import { definePlugin } from '@atrium/server-core';
import { describeEachDatabase, type TestDatabaseId } from '@atrium/server-core/testing';
import {
  notificationsSenderRef,
  type NotificationSendOptions,
} from '@atrium/plugin-notifications/node';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { testTemplate } from '../testing/fixtures';
import { runTaskToEnd } from '../testing/runTaskToEnd';
import { startScaffolderServer, type ScaffolderTestServer } from '../testing/startScaffolderServer';

const VALUES = { name: 'payments', owner: 'group:default/platform' };

interface SendCall {
  pluginId: string;
  options: NotificationSendOptions;
}

/** The scaffolder with a notifications stand-in that records what it is asked to send. */
async function startWithNotifications(database: TestDatabaseId, config?: Record<string, unknown>) {
  const calls: SendCall[] = [];
  const sending = { fails: false };
  const notifications = definePlugin({
    id: 'notifications-stand-in',
    provides: [notificationsSenderRef],
    setup({ provide }) {
      provide(notificationsSenderRef, {
        async send(pluginId, options) {
          calls.push({ pluginId, options });
          if (sending.fails) throw new Error('Notifications are unavailable');
          return [];
        },
      });
    },
  });
  const server = await startScaffolderServer(database, {
    plugins: [notifications],
    ...(config && { config }),
  });
  server.add(testTemplate('quick', [{ action: 'test:log', input: { message: 'hello' } }]));
  server.add(
    testTemplate('broken', [{ id: 'boom', action: 'test:fail', input: { message: 'It broke' } }]),
  );
  return { server, calls, sending };
}

/** The calls about one task: a task's notification is sent just after its status is stored. */
async function callsFor(calls: SendCall[], taskId: string, wait = true): Promise<SendCall[]> {
  const mine = () => calls.filter(call => call.options.payload.scope === `task:${taskId}`);
  for (let attempt = 0; wait && mine().length === 0 && attempt < 100; attempt++) {
    await new Promise(resolve => setTimeout(resolve, 20));
  }
  return mine();
}

describeEachDatabase('scaffolder task notifications', database => {
  let server: ScaffolderTestServer;
  let calls: SendCall[];
  let sending: { fails: boolean };

  beforeAll(async () => {
    ({ server, calls, sending } = await startWithNotifications(database));
  });
  afterAll(() => server?.stop());
  beforeEach(() => {
    sending.fails = false;
  });

  it('tells the creator that the task completed, linking to its page', async () => {
    const { task } = await runTaskToEnd(server, 'template:default/quick', VALUES);
    expect(task.status).toBe('completed');
    expect(await callsFor(calls, task.id)).toEqual([
      {
        pluginId: 'scaffolder',
        options: {
          recipients: { type: 'entity', entityRef: ['user:default/mock'] },
          payload: {
            title: 'Task completed: The quick template',
            link: `/create/tasks/${task.id}`,
            severity: 'normal',
            topic: 'scaffolder-task',
            scope: `task:${task.id}`,
          },
        },
      },
    ]);
  });

  it('tells the creator that the task failed, with the failure message', async () => {
    const { task } = await runTaskToEnd(server, 'template:default/broken', VALUES);
    expect(task.status).toBe('failed');
    const sent = await callsFor(calls, task.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.options).toMatchObject({
      recipients: { type: 'entity', entityRef: ['user:default/mock'] },
      payload: {
        title: 'Task failed: The broken template',
        description: 'It broke',
        link: `/create/tasks/${task.id}`,
        severity: 'high',
      },
    });
  });

  it('keeps the task as it ended when the notification cannot be sent', async () => {
    sending.fails = true;
    const { task, events } = await runTaskToEnd(server, 'template:default/quick', VALUES);
    expect(await callsFor(calls, task.id)).toHaveLength(1);
    const { body } = await server.json<{ status: string }>(`/api/scaffolder/v2/tasks/${task.id}`);
    expect(body.status).toBe('completed');
    expect(events.at(-1)?.body).toMatchObject({ message: 'Run completed with status: completed' });
  });
});

describeEachDatabase('scaffolder task notifications turned off', database => {
  let server: ScaffolderTestServer;
  let calls: SendCall[];

  beforeAll(async () => {
    ({ server, calls } = await startWithNotifications(database, {
      scaffolder: { notifications: { enabled: false } },
    }));
  });
  afterAll(() => server?.stop());

  it('sends nothing when scaffolder.notifications.enabled is false', async () => {
    const completed = await runTaskToEnd(server, 'template:default/quick', VALUES);
    const failed = await runTaskToEnd(server, 'template:default/broken', VALUES);
    expect([completed.task.status, failed.task.status]).toEqual(['completed', 'failed']);
    // Long enough for a notification that was going to be sent after the status was stored.
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(calls).toEqual([]);
  });
});
