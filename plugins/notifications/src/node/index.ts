import { createServiceRef } from '@atrium/server-core';
import type { Notification, NotificationSendOptions } from '../shared';

export type {
  Notification,
  NotificationPayload,
  NotificationRecipients,
  NotificationSendOptions,
  NotificationSeverity,
} from '../shared';
export { truncateText } from '../shared';

/** Sends notifications for other server plugins, as `plugin:<pluginId>`. */
export interface NotificationsSender {
  /** Answers the notifications stored (none when every recipient turned this origin off). */
  send(pluginId: string, options: NotificationSendOptions): Promise<Notification[]>;
}

export const notificationsSenderRef = createServiceRef<NotificationsSender>({
  id: 'notifications.sender',
  plugin: 'notifications',
});
