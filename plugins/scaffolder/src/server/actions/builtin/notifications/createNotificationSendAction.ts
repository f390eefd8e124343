import { InputError, NotImplementedError } from '@atrium/model';
import type {
  NotificationPayload,
  NotificationRecipients,
  NotificationsSender,
} from '@atrium/plugin-notifications/node';
import { z } from 'zod';
import { SCAFFOLDER_PLUGIN_ID } from '../../../../shared';
import type { TaskLogger } from '../../createTemplateAction';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';

// Backstage's order and names, so templates written for it pass the same values.
const SEVERITIES = ['low', 'normal', 'high', 'critical'] as const;

const inputSchema = z.object({
  recipients: z
    .enum(['broadcast', 'entity'])
    .describe('Who receives it: everyone (broadcast), or the entities of entityRefs (entity)'),
  entityRefs: z
    .array(z.string())
    .describe('The receiving entities (a group reaches its members); needed with entity')
    .optional(),
  title: z.string().describe('The notification title'),
  info: z.string().describe('The notification description').optional(),
  link: z.string().describe('A path of the portal or an http(s) URL it opens').optional(),
  severity: z.enum(SEVERITIES).describe('How urgent it is. Default: normal').optional(),
  scope: z
    .string()
    .describe('A later notification with the same scope replaces this one')
    .optional(),
  topic: z.string().describe('What it is about; users can turn a topic off').optional(),
  optional: z
    .boolean()
    .describe('Carry on without failing the step when it cannot be sent. Default: false')
    .optional(),
});

type NotificationSendInput = z.infer<typeof inputSchema>;

export interface NotificationSendActionOptions {
  /** The notifications plugin's sender; absent when that plugin is not installed. */
  sender: () => NotificationsSender | undefined;
}

/**
 * `notification:send`, as Backstage's notifications module for the scaffolder has it: sends one
 * notification as `plugin:scaffolder`. Never in a dry run, since it reaches people outside the
 * workspace.
 */
export function createNotificationSendAction(options: NotificationSendActionOptions) {
  return createTemplateAction<NotificationSendInput>({
    id: 'notification:send',
    description: 'Sends a notification to entities or to everyone through the notifications plugin',
    schema: { input: inputSchema },
    examples: [
      stepExample('Tell everyone', {
        id: 'notify',
        name: 'Notify',
        action: 'notification:send',
        input: { recipients: 'broadcast', title: 'Version 2 of the portal is out' },
      }),
      stepExample('Tell the owner of the new component, with a link to it', {
        id: 'notify',
        name: 'Notify',
        action: 'notification:send',
        input: {
          recipients: 'entity',
          entityRefs: ['${{ parameters.owner }}'],
          title: '${{ parameters.name }} was created',
          info: 'Its repository and catalog entry are ready',
          link: '/catalog/default/component/${{ parameters.name }}',
          severity: 'normal',
        },
      }),
      stepExample('Notify if possible, without failing the task otherwise', {
        id: 'notify',
        name: 'Notify',
        action: 'notification:send',
        input: {
          recipients: 'entity',
          entityRefs: ['group:default/platform'],
          title: 'A new service needs review',
          severity: 'high',
          optional: true,
        },
      }),
    ],
    async handler({ input, logger }) {
      const recipients = recipientsOf(input);
      if (!recipients) {
        const problem = 'Entity references (entityRefs) must be provided with recipients: entity';
        if (!input.optional) throw new InputError(problem);
        logger.warn(`${problem}; no notification was sent`);
        return;
      }
      logger.info(`Sending notification to ${describeRecipients(recipients)}`);
      await sendOrWarn(options, recipients, payloadOf(input), input.optional === true, logger);
    },
  });
}

/** Undefined for entity recipients without refs; an empty list is sent, reaching nobody. */
function recipientsOf(input: NotificationSendInput): NotificationRecipients | undefined {
  if (input.recipients === 'broadcast') return { type: 'broadcast' };
  if (!input.entityRefs) return undefined;
  return { type: 'entity', entityRef: input.entityRefs };
}

function describeRecipients(recipients: NotificationRecipients): string {
  return recipients.type === 'broadcast' ? 'everyone' : [recipients.entityRef].flat().join(', ');
}

function payloadOf(input: NotificationSendInput): NotificationPayload {
  const { title, info, link, severity, topic, scope } = input;
  return {
    title,
    ...(info !== undefined && { description: info }),
    ...(link !== undefined && { link }),
    ...(severity !== undefined && { severity }),
    ...(topic !== undefined && { topic }),
    ...(scope !== undefined && { scope }),
  };
}

/** An optional notification that cannot be sent is a warning in the task's log, not a failure. */
async function sendOrWarn(
  options: NotificationSendActionOptions,
  recipients: NotificationRecipients,
  payload: NotificationPayload,
  optional: boolean,
  logger: TaskLogger,
): Promise<void> {
  try {
    const sender = options.sender();
    if (!sender) {
      throw new NotImplementedError(
        'notification:send needs the notifications plugin in this server',
      );
    }
    await sender.send(SCAFFOLDER_PLUGIN_ID, { recipients, payload });
  } catch (error) {
    if (!optional) throw error;
    logger.warn(`The notification could not be sent: ${(error as Error).message}`);
  }
}
