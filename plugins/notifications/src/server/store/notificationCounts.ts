import { sql, type Kysely, type Transaction } from 'kysely';
import type { NotificationFilters } from './NotificationsStore';
import { SEVERITY_RANKS, type NotificationsTables } from './notificationsTables';

/** The columns of `notifications` that its counts are kept by. */
export const COUNTED_COLUMNS = [
  'user_ref',
  'severity_rank',
  'topic',
  'read_at',
  'saved_at',
] as const;

/** What the counts table knows of one personal notification. */
export interface CountedNotification {
  user_ref: string | null;
  severity_rank: number;
  topic: string | null;
  read_at: number | null;
  saved_at: number | null;
}

/**
 * Moves personal notifications between the buckets of `notification_counts`: -1 for each one as
 * it was, +1 as it is. Broadcasts are not counted there (there are few; they are counted live).
 */
export async function applyCountChanges(
  tx: Transaction<NotificationsTables>,
  removed: readonly CountedNotification[],
  added: readonly CountedNotification[],
): Promise<void> {
  const deltas = new Map<string, { key: BucketKey; delta: number }>();
  const tally = (notifications: readonly CountedNotification[], delta: number) => {
    for (const notification of notifications) {
      const key = bucketOf(notification);
      if (!key) continue;
      const id = JSON.stringify(key);
      const entry = deltas.get(id) ?? { key, delta: 0 };
      entry.delta += delta;
      deltas.set(id, entry);
    }
  };
  tally(removed, -1);
  tally(added, 1);
  // In one order in every transaction, so that two of them never wait for each other's rows.
  const rows = [...deltas.entries()]
    .filter(([, { delta }]) => delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { key, delta }]) => ({ ...key, total: delta }));
  if (rows.length === 0) return;
  await tx
    .insertInto('notification_counts')
    .values(rows)
    .onConflict(conflict =>
      conflict
        .columns(['user_ref', 'severity_rank', 'topic_key', 'is_read', 'is_saved'])
        .doUpdateSet({ total: sql<number>`notification_counts.total + excluded.total` }),
    )
    .execute();
}

/**
 * Whether the counts table answers these filters: it knows nothing of time, text or ids, and its
 * '' stands for no topic.
 */
export function countableFromBuckets(filters: NotificationFilters): boolean {
  return !filters.search && !filters.createdAfter && !filters.ids && filters.topic !== '';
}

/** How many personal notifications of the user match filters that `countableFromBuckets`. */
export function countFromBuckets(db: Kysely<NotificationsTables>, filters: NotificationFilters) {
  const { user, read, saved, minimumSeverity, topic } = filters;
  let query = db
    .selectFrom('notification_counts')
    .select(eb => [
      eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('total'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb.case().when('is_read', '=', 1).then(eb.ref('total')).else(0).end()),
          eb.lit(0),
        )
        .as('read'),
    ])
    .where('user_ref', '=', user);
  if (read !== undefined) query = query.where('is_read', '=', read ? 1 : 0);
  if (saved !== undefined) query = query.where('is_saved', '=', saved ? 1 : 0);
  if (minimumSeverity) query = query.where('severity_rank', '>=', SEVERITY_RANKS[minimumSeverity]);
  if (topic !== undefined) query = query.where('topic_key', '=', topic);
  return query;
}

type BucketKey = Omit<NotificationsTables['notification_counts'], 'total'>;

function bucketOf(notification: CountedNotification): BucketKey | undefined {
  if (notification.user_ref === null) return undefined;
  return {
    user_ref: notification.user_ref,
    severity_rank: notification.severity_rank,
    topic_key: notification.topic ?? '',
    is_read: notification.read_at === null ? 0 : 1,
    is_saved: notification.saved_at === null ? 0 : 1,
  };
}
