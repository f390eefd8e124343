import type {
  Notification,
  NotificationSettings,
  NotificationSeverity,
  NotificationStatus,
} from '../../shared';

/** Columns a list may be ordered by. */
export const ORDER_FIELDS = [
  'created',
  'updated',
  'read',
  'saved',
  'title',
  'severity',
  'topic',
  'origin',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/** What narrows a user's notifications (the list, its count and the topics). */
export interface NotificationFilters {
  /** Whose: their own notifications and every broadcast, with their own read and saved marks. */
  user: string;
  /** In the title or the description, without regard to case. */
  search?: string;
  read?: boolean;
  saved?: boolean;
  /** Created at or after. */
  createdAfter?: Date;
  /** This severity and the more severe ones. */
  minimumSeverity?: NotificationSeverity;
  topic?: string;
  ids?: readonly string[];
}

export interface ListOptions extends NotificationFilters {
  /** Default 0. */
  offset?: number;
  /** Default: all that match. */
  limit?: number;
  /** Default created, descending; ties by id. */
  order?: { field: OrderField; direction: 'asc' | 'desc' };
}

/**
 * The notifications of every user on SQLite or PostgreSQL. A broadcast is stored once (user
 * null); each user's read and saved marks on it are kept apart.
 */
export interface NotificationsStore {
  list(options: ListOptions): Promise<Notification[]>;
  count(filters: NotificationFilters): Promise<number>;
  /** How many of the user's notifications (broadcasts included) are read and unread. */
  status(user: string): Promise<NotificationStatus>;
  /** Marks (or unmarks) as read, now; ids the user cannot see are ignored. */
  setRead(user: string, ids: readonly string[], read: boolean): Promise<void>;
  setSaved(user: string, ids: readonly string[], saved: boolean): Promise<void>;
  insert(notification: Notification): Promise<void>;
  /** The notification of this user (null: the broadcast) with this origin and scope, if any. */
  findByScope(
    user: string | null,
    origin: string,
    scope: string,
  ): Promise<Notification | undefined>;
  /**
   * Gives an existing notification a new payload, `updated` now and unread again (for every
   * user, for a broadcast); answers it as stored.
   */
  replace(id: string, payload: Notification['payload']): Promise<Notification>;
  /** The distinct topics of the user's notifications that match the filters, sorted. */
  topics(filters: NotificationFilters): Promise<string[]>;
  /** Every origin the user has notifications from, with the topics of each (null: none). */
  originTopics(user: string): Promise<Array<{ origin: string; topic: string | null }>>;
  /** What the user saved, or no channels. */
  getSettings(user: string): Promise<NotificationSettings>;
  saveSettings(user: string, settings: NotificationSettings): Promise<void>;
  /** Removes notifications created before `time` (ms since the epoch); answers how many. */
  deleteCreatedBefore(time: number): Promise<number>;
}
