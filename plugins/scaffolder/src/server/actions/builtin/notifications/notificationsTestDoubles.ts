import type {
  NotificationSendOptions,
  NotificationsSender,
} from '@atrium/plugin-notifications/node';

export interface RecordedSend {
  pluginId: string;
  options: NotificationSendOptions;
}

/**
 * A sender standing in for the notifications plugin: records each send, and fails every one
 * with `failWith` when set.
 */
export function createRecordingSender(failWith?: Error) {
  const sent: RecordedSend[] = [];
  const sender: NotificationsSender = {
    async send(pluginId, options) {
      sent.push({ pluginId, options });
      if (failWith) throw failWith;
      return [];
    },
  };
  return { sender, sent };
}
