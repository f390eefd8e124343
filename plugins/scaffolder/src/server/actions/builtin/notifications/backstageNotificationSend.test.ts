/**
 * Backstage's own `notification:send` (`createSendNotificationAction` of
 * `@backstage/plugin-scaffolder-backend-module-notifications`) and Atrium's, given the same step
 * inputs: each input is first checked against the action's schema, as each scaffolder does before
 * a step runs (Backstage against the JSON Schema its action declares), then the handler runs with
 * a sender that records. Both must refuse the same inputs, fail on the same ones, and send the
 * same recipients and payload.
 */
import type {
  NotificationSendOptions as BackstageSendOptions,
  NotificationService,
} from '@backstage/plugin-notifications-node';
import { createSendNotificationAction } from '@backstage/plugin-scaffolder-backend-module-notifications';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMockActionContext } from '../../testing';
import { createNotificationSendAction } from './createNotificationSendAction';
import { createRecordingSender } from './notificationsTestDoubles';

/** What running one step came to, on either side. */
interface Outcome {
  /** False when the schema refused the input: the handler never ran. */
  accepted: boolean;
  failed: boolean;
  /** What reached the sender, JSON as it travels (keys with undefined values dropped). */
  sent: unknown[];
}

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

async function runBackstage(input: Record<string, unknown>, sendFails = false): Promise<Outcome> {
  const sent: BackstageSendOptions[] = [];
  const notifications: NotificationService = {
    async send(options) {
      sent.push(options);
      if (sendFails) throw new Error('Notifications are unavailable');
    },
  };
  const action = createSendNotificationAction({ notifications });
  const validate = new Ajv({ strict: false }).compile(action.schema!.input as object);
  if (!validate(input)) return { accepted: false, failed: true, sent: [] };
  // The parts of Backstage's ActionContext the action reads: input, logger and checkpoint.
  const logger = { info() {}, warn() {}, error() {}, debug() {}, child: () => logger };
  const ctx = {
    input,
    logger,
    checkpoint: async ({ fn }: { fn: () => Promise<unknown> }) => fn(),
  } as unknown as Parameters<typeof action.handler>[0];
  try {
    await action.handler(ctx);
    return { accepted: true, failed: false, sent: sent.map(asJson) };
  } catch {
    return { accepted: true, failed: true, sent: sent.map(asJson) };
  }
}

async function runAtrium(input: Record<string, unknown>, sendFails = false): Promise<Outcome> {
  const { sender, sent } = createRecordingSender(
    sendFails ? new Error('Notifications are unavailable') : undefined,
  );
  const action = createNotificationSendAction({ sender: () => sender });
  const checked = action.schema!.input!.safeParse(input);
  if (!checked.success) return { accepted: false, failed: true, sent: [] };
  const ctx = await createMockActionContext({ input: checked.data });
  let failed = false;
  try {
    await action.handler(ctx);
  } catch {
    failed = true;
  } finally {
    await ctx.cleanup();
  }
  // Atrium's sender names the sending plugin; Backstage's takes it from the plugin's credentials.
  expect(sent.every(s => s.pluginId === 'scaffolder')).toBe(true);
  return { accepted: true, failed, sent: sent.map(s => asJson(s.options)) };
}

const SENDING: Array<[string, Record<string, unknown>]> = [
  ['a broadcast with a title alone', { recipients: 'broadcast', title: 'Portal upgraded' }],
  [
    'a broadcast with every payload field',
    {
      recipients: 'broadcast',
      title: 'Maintenance',
      info: 'The portal is down on Sunday',
      link: 'https://status.example.com/maintenance',
      severity: 'high',
      topic: 'maintenance',
      scope: 'maintenance-sunday',
    },
  ],
  [
    'entities of several kinds',
    {
      recipients: 'entity',
      entityRefs: ['user:default/ada', 'group:default/platform', 'component:default/payments'],
      title: 'Payments moved',
      info: 'See the new repository',
      link: '/catalog/default/component/payments',
    },
  ],
  ...(['low', 'normal', 'high', 'critical'] as const).map(
    (severity): [string, Record<string, unknown>] => [
      `severity ${severity}`,
      { recipients: 'entity', entityRefs: ['user:default/ada'], title: 'Sev', severity },
    ],
  ),
  ['an empty entityRefs list', { recipients: 'entity', entityRefs: [], title: 'Nobody' }],
  [
    'a broadcast that also names entityRefs',
    { recipients: 'broadcast', entityRefs: ['user:default/ada'], title: 'Everyone anyway' },
  ],
  ['empty title and info', { recipients: 'broadcast', title: '', info: '' }],
  [
    'optional, sent',
    { recipients: 'entity', entityRefs: ['user:default/ada'], title: 'Hi', optional: true },
  ],
];

const NOT_SENDING: Array<[string, Record<string, unknown>]> = [
  ['entity recipients without entityRefs', { recipients: 'entity', title: 'Lost' }],
  [
    'entity recipients without entityRefs, optional',
    { recipients: 'entity', title: 'Lost', optional: true },
  ],
  ['unknown recipients', { recipients: 'user', title: 'Who' }],
  ['no recipients', { title: 'Who' }],
  ['no title', { recipients: 'broadcast' }],
  ['a title that is no string', { recipients: 'broadcast', title: 42 }],
  ['an unknown severity', { recipients: 'broadcast', title: 'x', severity: 'urgent' }],
  ['one entityRef as a string', { recipients: 'entity', entityRefs: 'user:default/a', title: 'x' }],
  ['optional as a string', { recipients: 'broadcast', title: 'x', optional: 'true' }],
];

describe("notification:send against Backstage's", () => {
  it.each(SENDING)('sends the same for %s', async (_, input) => {
    const backstage = await runBackstage(input);
    expect(backstage).toMatchObject({ accepted: true, failed: false });
    expect(backstage.sent).toHaveLength(1);
    expect(await runAtrium(input)).toEqual(backstage);
  });

  it.each(NOT_SENDING)('refuses or fails alike, sending nothing, for %s', async (_, input) => {
    const backstage = await runBackstage(input);
    expect(backstage.sent).toEqual([]);
    expect(await runAtrium(input)).toEqual(backstage);
  });

  it('fails alike when the send fails, and carries on alike when optional', async () => {
    const input = { recipients: 'entity', entityRefs: ['user:default/ada'], title: 'Down' };
    const backstage = await runBackstage(input, true);
    expect(backstage).toMatchObject({ accepted: true, failed: true });
    expect(await runAtrium(input, true)).toEqual(backstage);

    const optional = { ...input, optional: true };
    const swallowed = await runBackstage(optional, true);
    expect(swallowed).toMatchObject({ accepted: true, failed: false });
    expect(swallowed.sent).toHaveLength(1);
    expect(await runAtrium(optional, true)).toEqual(swallowed);
  });

  it('hands a link without a leading slash on as given, as Backstage does', async () => {
    // The notifications plugin reads `catalog/…` as the portal's `/catalog/…` when it sends.
    const input = { recipients: 'broadcast', title: 'See it', link: 'catalog/default/system/x' };
    const backstage = await runBackstage(input);
    expect(backstage.sent).toEqual([
      { recipients: { type: 'broadcast' }, payload: { title: 'See it', link: input.link } },
    ]);
    expect(await runAtrium(input)).toEqual(backstage);
  });

  it('declares the same inputs, the same required ones, and neither runs in dry runs', () => {
    const backstage = createSendNotificationAction({ notifications: { send: async () => {} } });
    const atrium = createNotificationSendAction({ sender: () => undefined });
    expect(atrium.id).toBe(backstage.id);
    // As GET /v2/actions lists each: JSON Schema of what a step may pass.
    const listed = z.toJSONSchema(atrium.schema!.input!, { io: 'input' });
    const declared = backstage.schema!.input as { properties: object; required: string[] };
    expect(Object.keys(listed.properties ?? {}).sort()).toEqual(
      Object.keys(declared.properties).sort(),
    );
    expect([...(listed.required ?? [])].sort()).toEqual([...declared.required].sort());
    expect(Boolean(atrium.supportsDryRun)).toBe(Boolean(backstage.supportsDryRun));
  });
});
