import type { Notification, NotificationSeverity } from '../../shared';

/** One notification; a broadcast has no `user_ref` and is stored once for everyone. */
export interface NotificationsTable {
  id: string;
  /** The recipient's entity ref, or null for a broadcast. */
  user_ref: string | null;
  origin: string;
  /** Milliseconds since the epoch, like every time here. */
  created_at: number;
  /** When a notification of the same scope last replaced this one. */
  updated_at: number | null;
  title: string;
  description: string | null;
  /**
   * Title and description lower-cased by JavaScript: PostgreSQL's and SQLite's `lower()` fold
   * different letters, and search must answer the same on both.
   */
  search_title: string;
  search_description: string | null;
  link: string | null;
  severity: NotificationSeverity;
  /** Larger is more severe (see SEVERITY_RANKS), so `minimumSeverity` is one comparison. */
  severity_rank: number;
  topic: string | null;
  scope: string | null;
  icon: string | null;
  /**
   * The recipient's marks on a personal notification, kept on its row so a user's list and
   * counts read one index; always null on a broadcast, whose marks are in `notification_status`.
   */
  read_at: number | null;
  saved_at: number | null;
}

/** One user's marks on one broadcast (personal notifications carry theirs on the row). */
export interface NotificationStatusTable {
  notification_id: string;
  user_ref: string;
  read_at: number | null;
  saved_at: number | null;
}

export interface NotificationSettingsTable {
  user_ref: string;
  /** NotificationSettings as JSON text. */
  settings: string;
}

/**
 * How many personal notifications each user has, by everything a count may be narrowed by
 * except time, search and ids: `totalCount` and the badge are a sum of a few rows instead of a
 * read of every notification. Kept in the transaction that changes the notifications.
 */
export interface NotificationCountsTable {
  user_ref: string;
  severity_rank: number;
  /** The topic, or '' for none (a topic is never empty: the send schema wants one character). */
  topic_key: string;
  /** 1 when read, else 0. */
  is_read: number;
  is_saved: number;
  total: number;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_status: NotificationStatusTable;
  notification_settings: NotificationSettingsTable;
  notification_counts: NotificationCountsTable;
}

export const SEVERITY_RANKS: Record<NotificationSeverity, number> = {
  low: 1,
  normal: 2,
  high: 3,
  critical: 4,
};

/** The payload columns of a notification, as inserted or replaced. */
export function payloadColumns(payload: Notification['payload']) {
  const severity = payload.severity;
  return {
    title: payload.title,
    description: payload.description ?? null,
    search_title: payload.title.toLowerCase(),
    search_description: payload.description?.toLowerCase() ?? null,
    link: payload.link ?? null,
    severity,
    severity_rank: SEVERITY_RANKS[severity],
    topic: payload.topic ?? null,
    scope: payload.scope ?? null,
    icon: payload.icon ?? null,
  };
}

/** A stored row and one user's marks, as that user sees the notification. */
export type NotificationRow = Omit<
  NotificationsTable,
  'search_title' | 'search_description' | 'severity_rank'
>;

/** Answers leave out what is not set rather than carry nulls. */
export function toNotification(row: NotificationRow): Notification {
  const payload: Notification['payload'] = { title: row.title, severity: row.severity };
  if (row.description !== null) payload.description = row.description;
  if (row.link !== null) payload.link = row.link;
  if (row.topic !== null) payload.topic = row.topic;
  if (row.scope !== null) payload.scope = row.scope;
  if (row.icon !== null) payload.icon = row.icon;
  const notification: Notification = {
    id: row.id,
    user: row.user_ref,
    created: isoOf(row.created_at),
    origin: row.origin,
    payload,
  };
  if (row.updated_at !== null) notification.updated = isoOf(row.updated_at);
  if (row.read_at !== null) notification.read = isoOf(row.read_at);
  if (row.saved_at !== null) notification.saved = isoOf(row.saved_at);
  return notification;
}

// PostgreSQL's bigint arrives as a number (server-core installs the parser); Number() also covers
// a driver that answers strings.
function isoOf(ms: number): string {
  return new Date(Number(ms)).toISOString();
}
