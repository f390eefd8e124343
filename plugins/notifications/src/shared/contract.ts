import { z } from 'zod';

/** The plugin's id: its API lives under `/api/notifications`. */
export const NOTIFICATIONS_PLUGIN_ID = 'notifications';

/** Most severe first, as Backstage orders them; `minimumSeverity` keeps this one and above. */
export const NOTIFICATION_SEVERITIES = ['critical', 'high', 'normal', 'low'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/** What a sender writes; Backstage's `NotificationPayload`. */
export interface NotificationPayload {
  title: string;
  description?: string;
  /** A URL, or a path of the portal (`/catalog/default/component/x`). */
  link?: string;
  severity?: NotificationSeverity;
  topic?: string;
  /** A new notification with the scope and origin of an earlier one replaces it. */
  scope?: string;
  icon?: string;
}

/** One notification as a user sees it; Backstage's `Notification` (dates as ISO 8601). */
export interface Notification {
  id: string;
  /** The recipient, or null for a broadcast. */
  user: string | null;
  created: string;
  /** When a notification of the same scope last replaced it. */
  updated?: string;
  read?: string;
  saved?: string;
  /** Who sent it: `plugin:<id>` or `external:<subject>`. */
  origin: string;
  payload: NotificationPayload & { severity: NotificationSeverity };
}

export interface NotificationsListResponse {
  totalCount: number;
  notifications: Notification[];
}

export interface NotificationStatus {
  unread: number;
  read: number;
}

/** Per channel (`Web`, `Email`), per origin and per topic: whether to deliver. */
export interface NotificationSettings {
  channels: Array<{
    id: string;
    origins: Array<{
      id: string;
      enabled: boolean;
      topics?: Array<{ id: string; enabled: boolean }>;
    }>;
  }>;
}

/** Who receives a notification: entities (a group reaches its members) or everyone. */
export type NotificationRecipients =
  | { type: 'entity'; entityRef: string | string[]; excludeEntityRef?: string | string[] }
  | { type: 'broadcast' };

/** The body of `POST /notifications`; Backstage's `NotificationSendOptions`. */
export interface NotificationSendOptions {
  recipients: NotificationRecipients;
  payload: NotificationPayload;
}

/** The signal on channel `notifications` when one arrives: the page reads it and shows it. */
// Types rather than interfaces: a signal's message must be assignable to a JSON object.
export type NewNotificationSignal = {
  action: 'new_notification';
  notification_id: string;
};

/** The signal on channel `notifications` when the person marked notifications read or unread. */
export type NotificationsReadSignal = {
  action: 'notification_read' | 'notification_unread';
  notification_ids: string[];
};

/** Every message of channel `notifications`, as Backstage's notifications backend sends them. */
export type NotificationsSignal = NewNotificationSignal | NotificationsReadSignal;

export const NOTIFICATIONS_SIGNAL_CHANNEL = 'notifications';

const MAX_TEXT = 1000;
const refs = z.union([z.string().min(1).max(512), z.array(z.string().min(1).max(512)).max(1000)]);

export const sendOptionsSchema = z.object({
  recipients: z.discriminatedUnion('type', [
    z.object({ type: z.literal('entity'), entityRef: refs, excludeEntityRef: refs.optional() }),
    z.object({ type: z.literal('broadcast') }),
  ]),
  payload: z.object({
    title: z.string().trim().min(1).max(255),
    description: z
      .string()
      .max(MAX_TEXT * 10)
      .optional(),
    link: z.string().max(2048).optional(),
    severity: z.enum(NOTIFICATION_SEVERITIES).optional(),
    topic: z.string().min(1).max(255).optional(),
    scope: z.string().min(1).max(255).optional(),
    icon: z.string().min(1).max(255).optional(),
  }),
});

export const updateBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64)).max(1000),
  read: z.boolean().optional(),
  saved: z.boolean().optional(),
});

export const settingsBodySchema = z.object({
  channels: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        origins: z
          .array(
            z.object({
              id: z.string().min(1).max(255),
              enabled: z.boolean(),
              topics: z
                .array(z.object({ id: z.string().min(1).max(255), enabled: z.boolean() }))
                .max(500)
                .optional(),
            }),
          )
          .max(500),
      }),
    )
    .max(20),
});
