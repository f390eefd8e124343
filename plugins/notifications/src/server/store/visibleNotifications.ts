import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { NotificationFilters } from './NotificationsStore';
import { SEVERITY_RANKS, type NotificationsTables } from './notificationsTables';
import { inSearchIndex } from './searchIndex';

export interface SideOptions {
  /** Narrow a search through the trigram index first (`useSearchIndex` says when). */
  searchIndex?: boolean;
}

/** The columns of a notification as answered, bar the marks (their table differs by side). */
export const NOTIFICATION_COLUMNS = [
  'n.id',
  'n.user_ref',
  'n.origin',
  'n.created_at',
  'n.updated_at',
  'n.title',
  'n.description',
  'n.link',
  'n.severity',
  'n.severity_rank',
  'n.topic',
  'n.scope',
  'n.icon',
] as const;

/**
 * What a user sees comes from two sides read apart, so that each is read in the order of the
 * index `notifications_user_list` (an OR of the two would read and sort all of them): the user's
 * own notifications, with their marks on the row, and the broadcasts, with the user's marks from
 * `notification_status`.
 */
export function personalNotifications(
  db: Kysely<NotificationsTables>,
  filters: NotificationFilters,
  options: SideOptions = {},
) {
  return db
    .selectFrom('notifications as n')
    .where(sql<SqlBool>`${userColumn(options)} = ${filters.user}`)
    .where(filterCondition(filters, 'n', options));
}

export function broadcastNotifications(
  db: Kysely<NotificationsTables>,
  filters: NotificationFilters,
  options: SideOptions = {},
) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('notification_status as s', join =>
      join.onRef('s.notification_id', '=', 'n.id').on('s.user_ref', '=', filters.user),
    )
    .where(sql<SqlBool>`${userColumn(options)} is null`)
    .where(filterCondition(filters, 's', options));
}

/** The filters but the user as one condition; `marks` is the table that holds the marks. */
function filterCondition(
  filters: NotificationFilters,
  marks: 'n' | 's',
  { searchIndex }: SideOptions,
): RawBuilder<SqlBool> {
  const { search, read, saved, createdAfter, minimumSeverity, topic, ids } = filters;
  const conditions: Array<RawBuilder<unknown>> = [];
  if (search && searchIndex) conditions.push(inSearchIndex(search));
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    conditions.push(
      sql`(${sql.ref('n.search_title')} like ${pattern} escape '\\' or ${sql.ref(
        'n.search_description',
      )} like ${pattern} escape '\\')`,
    );
  }
  const isSet = (column: 'read_at' | 'saved_at', set: boolean) =>
    sql`${sql.ref(`${marks}.${column}`)} ${set ? sql`is not null` : sql`is null`}`;
  if (read !== undefined) conditions.push(isSet('read_at', read));
  if (saved !== undefined) conditions.push(isSet('saved_at', saved));
  if (createdAfter) conditions.push(sql`${sql.ref('n.created_at')} >= ${createdAfter.getTime()}`);
  if (minimumSeverity) {
    conditions.push(sql`${sql.ref('n.severity_rank')} >= ${SEVERITY_RANKS[minimumSeverity]}`);
  }
  if (topic !== undefined) conditions.push(sql`${sql.ref('n.topic')} = ${topic}`);
  if (ids) {
    conditions.push(ids.length > 0 ? sql`${sql.ref('n.id')} in (${sql.join(ids)})` : sql`1 = 0`);
  }
  return conditions.length > 0 ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql`1 = 1`;
}

/**
 * With the trigram index, SQLite's unary plus keeps the user's index out of the plan: it then
 * starts from the few keys the trigram index answers rather than reading all of the user's rows.
 */
function userColumn({ searchIndex }: SideOptions) {
  return searchIndex ? sql`+${sql.ref('n.user_ref')}` : sql.ref('n.user_ref');
}

/** `%`, `_` and the escape character itself match literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, character => `\\${character}`);
}
