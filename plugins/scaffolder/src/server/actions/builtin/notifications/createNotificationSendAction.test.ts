import { InputError, NotImplementedError } from '@atrium/model';
import type { NotificationsSender } from '@atrium/plugin-notifications/node';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMockActionContext } from '../../testing';
import { createNotificationSendAction } from './createNotificationSendAction';
import { createRecordingSender } from './notificationsTestDoubles';

type Input = Parameters<ReturnType<typeof createNotificationSendAction>['handler']>[0]['input'];

async function run(sender: NotificationsSender | undefined, input: Input) {
  const action = createNotificationSendAction({ sender: () => sender });
  const ctx = await createMockActionContext({ input });
  try {
    await action.handler(ctx);
    return ctx;
  } finally {
    await ctx.cleanup();
  }
}

describe('notification:send', () => {
  it('broadcasts a title alone, as the scaffolder', async () => {
    const { sender, sent } = createRecordingSender();
    const ctx = await run(sender, { recipients: 'broadcast', title: 'Portal upgraded' });
    expect(sent).toEqual([
      {
        pluginId: 'scaffolder',
        options: { recipients: { type: 'broadcast' }, payload: { title: 'Portal upgraded' } },
      },
    ]);
    expect(ctx.logs).toEqual([{ level: 'info', message: 'Sending notification to everyone' }]);
    expect(ctx.outputs).toEqual({});
  });

  it('sends to entities, with info as the description and every other field as given', async () => {
    const { sender, sent } = createRecordingSender();
    const ctx = await run(sender, {
      recipients: 'entity',
      entityRefs: ['user:default/ada', 'group:default/platform'],
      title: 'Created',
      info: 'Your service is ready',
      link: 'https://example.com/svc',
      severity: 'critical',
      topic: 'services',
      scope: 'svc-created',
    });
    expect(sent.map(s => s.options)).toEqual([
      {
        recipients: { type: 'entity', entityRef: ['user:default/ada', 'group:default/platform'] },
        payload: {
          title: 'Created',
          description: 'Your service is ready',
          link: 'https://example.com/svc',
          severity: 'critical',
          topic: 'services',
          scope: 'svc-created',
        },
      },
    ]);
    expect(ctx.logs[0]?.message).toBe(
      'Sending notification to user:default/ada, group:default/platform',
    );
  });

  it('hands links on as given: the notifications plugin reads and checks them', async () => {
    const { sender, sent } = createRecordingSender();
    for (const link of ['catalog/default/component/svc', '/create/tasks/1', 'http://x.test/a']) {
      await run(sender, { recipients: 'broadcast', title: 'Linked', link });
    }
    expect(sent.map(s => s.options.payload.link)).toEqual([
      'catalog/default/component/svc',
      '/create/tasks/1',
      'http://x.test/a',
    ]);
  });

  it('refuses entity recipients without entityRefs, unless optional', async () => {
    const { sender, sent } = createRecordingSender();
    const refused = run(sender, { recipients: 'entity', title: 'Nobody' });
    await expect(refused).rejects.toThrow(InputError);
    await expect(refused).rejects.toThrow('Entity references (entityRefs) must be provided');
    const ctx = await run(sender, { recipients: 'entity', title: 'Nobody', optional: true });
    expect(ctx.logs).toEqual([
      {
        level: 'warn',
        message:
          'Entity references (entityRefs) must be provided with recipients: entity; no notification was sent',
      },
    ]);
    expect(sent).toEqual([]);
  });

  it('hands an empty entityRefs list to the sender, which reaches nobody with it', async () => {
    const { sender, sent } = createRecordingSender();
    await run(sender, { recipients: 'entity', entityRefs: [], title: 'Empty' });
    expect(sent.map(s => s.options.recipients)).toEqual([{ type: 'entity', entityRef: [] }]);
  });

  it('fails when the send fails, and only warns when optional', async () => {
    const { sender, sent } = createRecordingSender(new Error('Notifications are unavailable'));
    await expect(run(sender, { recipients: 'broadcast', title: 'Down' })).rejects.toThrow(
      'Notifications are unavailable',
    );
    const ctx = await run(sender, { recipients: 'broadcast', title: 'Down', optional: true });
    expect(ctx.logs.at(-1)).toEqual({
      level: 'warn',
      message: 'The notification could not be sent: Notifications are unavailable',
    });
    expect(sent).toHaveLength(2);
  });

  it('names the missing notifications plugin, and only warns when optional', async () => {
    const refused = run(undefined, { recipients: 'broadcast', title: 'Hello' });
    await expect(refused).rejects.toThrow(NotImplementedError);
    await expect(refused).rejects.toThrow(
      'notification:send needs the notifications plugin in this server',
    );
    const ctx = await run(undefined, { recipients: 'broadcast', title: 'Hello', optional: true });
    expect(ctx.logs.at(-1)?.level).toBe('warn');
  });

  it('checks its input: the two kinds of recipients, the four severities, a title', () => {
    const schema = createNotificationSendAction({ sender: () => undefined }).schema!.input!;
    expect(schema.safeParse({ recipients: 'broadcast', title: 'x' }).success).toBe(true);
    for (const severity of ['low', 'normal', 'high', 'critical']) {
      expect(schema.safeParse({ recipients: 'broadcast', title: 'x', severity }).success).toBe(
        true,
      );
    }
    for (const bad of [
      { recipients: 'user', title: 'x' },
      { recipients: 'broadcast' },
      { recipients: 'broadcast', title: 'x', severity: 'urgent' },
      { recipients: 'entity', title: 'x', entityRefs: 'user:default/ada' },
      { recipients: 'broadcast', title: 'x', optional: 'yes' },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('is skipped in dry runs, and describes itself with examples naming it', () => {
    const action = createNotificationSendAction({ sender: () => undefined });
    expect(action.supportsDryRun).toBeFalsy();
    expect(action.description).toBeTruthy();
    expect(action.examples?.length).toBeGreaterThan(0);
    for (const { example } of action.examples ?? []) {
      expect(parse(example)).toMatchObject({ steps: [{ action: 'notification:send' }] });
    }
  });
});
