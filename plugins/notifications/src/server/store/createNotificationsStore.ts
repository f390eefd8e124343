import { sql, type Kysely } from 'kysely';
import { NotFoundError } from '@atrium/model';
import { chunked } from '@atrium/server-core';
import type { NotificationSettings } from '../../shared';
import type { NotificationFilters, NotificationsStore, OrderField } from './NotificationsStore';
import {
  SEVERITY_RANKS,
  payloadColumns,
  toNotification,
  type NotificationsTables,
} from './notificationsTables';

export type { NotificationsTables } from './notificationsTables';

/**
 * The most rows one read answers and the most ids one statement names: requests are bounded by
 * the router, and this keeps a caller that forgets from reading a whole table.
 */
const MAX_ROWS = 1000;
/** Old notifications go in batches so one statement never runs into the statement timeout. */
const DELETE_BATCH = 1000;

const ORDER_COLUMNS = {
  created: 'n.created_at',
  updated: 'n.updated_at',
  read: 's.read_at',
  saved: 's.saved_at',
  title: 'n.title',
  severity: 'n.severity_rank',
  topic: 'n.topic',
  origin: 'n.origin',
} as const satisfies Record<OrderField, string>;

const ROW_COLUMNS = [
  'n.id',
  'n.user_ref',
  'n.origin',
  'n.created_at',
  'n.updated_at',
  'n.title',
  'n.description',
  'n.link',
  'n.severity',
  'n.topic',
  'n.scope',
  'n.icon',
  's.read_at',
  's.saved_at',
] as const;

export function createNotificationsStore(db: Kysely<NotificationsTables>): NotificationsStore {
  /** The user's notifications and broadcasts, each with the user's own marks. */
  function visibleTo(user: string) {
    return db
      .selectFrom('notifications as n')
      .leftJoin('notification_status as s', join =>
        join.onRef('s.notification_id', '=', 'n.id').on('s.user_ref', '=', user),
      )
      .where(eb => eb.or([eb('n.user_ref', '=', user), eb('n.user_ref', 'is', null)]));
  }

  function matching(filters: NotificationFilters) {
    const { search, read, saved, createdAfter, minimumSeverity, topic, ids } = filters;
    if (ids && ids.length > MAX_ROWS) throw new RangeError(`At most ${MAX_ROWS} ids at once`);
    return visibleTo(filters.user).where(eb => {
      const conditions = [];
      if (search) {
        const pattern = `%${escapeLike(search.toLowerCase())}%`;
        conditions.push(
          eb.or([
            sql<boolean>`${eb.ref('n.search_title')} like ${pattern} escape '\\'`,
            sql<boolean>`${eb.ref('n.search_description')} like ${pattern} escape '\\'`,
          ]),
        );
      }
      if (read !== undefined) conditions.push(eb('s.read_at', read ? 'is not' : 'is', null));
      if (saved !== undefined) conditions.push(eb('s.saved_at', saved ? 'is not' : 'is', null));
      if (createdAfter) conditions.push(eb('n.created_at', '>=', createdAfter.getTime()));
      if (minimumSeverity)
        conditions.push(eb('n.severity_rank', '>=', SEVERITY_RANKS[minimumSeverity]));
      if (topic !== undefined) conditions.push(eb('n.topic', '=', topic));
      if (ids) conditions.push(ids.length > 0 ? eb('n.id', 'in', [...ids]) : sql<boolean>`1 = 0`);
      return eb.and(conditions);
    });
  }

  /** A notification as its recipient sees it; a broadcast has no marks of its own. */
  function stored() {
    return db
      .selectFrom('notifications as n')
      .leftJoin('notification_status as s', join =>
        join.onRef('s.notification_id', '=', 'n.id').onRef('s.user_ref', '=', 'n.user_ref'),
      )
      .select(ROW_COLUMNS);
  }

  /** Sets a mark on the ids the user can see; other ids are ignored. */
  async function mark(user: string, ids: readonly string[], column: 'read_at' | 'saved_at') {
    const now = Date.now();
    for (const chunk of chunked([...new Set(ids)], MAX_ROWS)) {
      const visible = db
        .selectFrom('notifications')
        .select(eb => [
          'id as notification_id',
          eb.val(user).as('user_ref'),
          // A bare parameter in a select list is text to PostgreSQL; the column is bigint.
          sql<number>`cast(${now} as bigint)`.as(column),
        ])
        .where('id', 'in', chunk)
        .where(eb => eb.or([eb('user_ref', '=', user), eb('user_ref', 'is', null)]));
      await db
        .insertInto('notification_status')
        .columns(['notification_id', 'user_ref', column])
        .expression(visible)
        .onConflict(conflict =>
          conflict
            .columns(['notification_id', 'user_ref'])
            .doUpdateSet(eb =>
              column === 'read_at'
                ? { read_at: eb.ref('excluded.read_at') }
                : { saved_at: eb.ref('excluded.saved_at') },
            ),
        )
        .execute();
    }
  }

  /** A row for another user's notification never exists, so clearing needs no visibility check. */
  async function unmark(user: string, ids: readonly string[], column: 'read_at' | 'saved_at') {
    for (const chunk of chunked([...new Set(ids)], MAX_ROWS)) {
      await db
        .updateTable('notification_status')
        .set(column === 'read_at' ? { read_at: null } : { saved_at: null })
        .where('user_ref', '=', user)
        .where('notification_id', 'in', chunk)
        .execute();
    }
  }

  return {
    async list(options) {
      const { field, direction } = options.order ?? { field: 'created', direction: 'desc' };
      const limit = Math.min(options.limit ?? MAX_ROWS, MAX_ROWS);
      if (limit <= 0) return [];
      // NULLS LAST on both engines: by default PostgreSQL puts them first when descending and
      // SQLite last.
      const rows = await matching(options)
        .select(ROW_COLUMNS)
        .orderBy(ORDER_COLUMNS[field], ob => ob[direction]().nullsLast())
        .orderBy('n.id', direction)
        .limit(limit)
        .offset(Math.max(0, options.offset ?? 0))
        .execute();
      return rows.map(toNotification);
    },

    async count(filters) {
      const row = await matching(filters)
        .select(eb => eb.fn.count<number>('n.id').as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async status(user) {
      const row = await visibleTo(user)
        .select(eb => [
          eb.fn.count<number>('n.id').as('total'),
          eb.fn.count<number>('s.read_at').as('read'),
        ])
        .executeTakeFirstOrThrow();
      const read = Number(row.read);
      return { read, unread: Number(row.total) - read };
    },

    async setRead(user, ids, read) {
      await (read ? mark(user, ids, 'read_at') : unmark(user, ids, 'read_at'));
    },

    async setSaved(user, ids, saved) {
      await (saved ? mark(user, ids, 'saved_at') : unmark(user, ids, 'saved_at'));
    },

    async insert(notification) {
      const { id, user, origin, payload } = notification;
      const readAt = notification.read ? Date.parse(notification.read) : null;
      const savedAt = notification.saved ? Date.parse(notification.saved) : null;
      await db.transaction().execute(async tx => {
        await tx
          .insertInto('notifications')
          .values({
            id,
            user_ref: user,
            origin,
            created_at: Date.parse(notification.created),
            updated_at: notification.updated ? Date.parse(notification.updated) : null,
            ...payloadColumns(payload),
          })
          .execute();
        // Marks given with a personal notification are its recipient's; a broadcast has none.
        if (user !== null && (readAt !== null || savedAt !== null)) {
          await tx
            .insertInto('notification_status')
            .values({ notification_id: id, user_ref: user, read_at: readAt, saved_at: savedAt })
            .execute();
        }
      });
    },

    async findByScope(user, origin, scope) {
      const row = await stored()
        .where(eb => (user === null ? eb('n.user_ref', 'is', null) : eb('n.user_ref', '=', user)))
        .where('n.origin', '=', origin)
        .where('n.scope', '=', scope)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && toNotification(row);
    },

    async replace(id, payload) {
      await db.transaction().execute(async tx => {
        const result = await tx
          .updateTable('notifications')
          .set({ ...payloadColumns(payload), updated_at: Date.now() })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(`No notification ${id}`);
        await tx
          .updateTable('notification_status')
          .set({ read_at: null })
          .where('notification_id', '=', id)
          .execute();
      });
      const row = await stored().where('n.id', '=', id).executeTakeFirstOrThrow();
      return toNotification(row);
    },

    async topics(filters) {
      const rows = await matching(filters)
        .select('n.topic')
        .distinct()
        .where('n.topic', 'is not', null)
        .orderBy('n.topic')
        .limit(MAX_ROWS)
        .execute();
      return rows.flatMap(row => (row.topic === null ? [] : [row.topic]));
    },

    async originTopics(user) {
      return await visibleTo(user)
        .select(['n.origin', 'n.topic'])
        .distinct()
        .orderBy('n.origin')
        .orderBy('n.topic', ob => ob.asc().nullsFirst())
        .limit(MAX_ROWS)
        .execute();
    },

    async getSettings(user) {
      const row = await db
        .selectFrom('notification_settings')
        .select('settings')
        .where('user_ref', '=', user)
        .executeTakeFirst();
      return row ? (JSON.parse(row.settings) as NotificationSettings) : { channels: [] };
    },

    async saveSettings(user, settings) {
      const json = JSON.stringify(settings);
      await db
        .insertInto('notification_settings')
        .values({ user_ref: user, settings: json })
        .onConflict(conflict => conflict.column('user_ref').doUpdateSet({ settings: json }))
        .execute();
    },

    async deleteCreatedBefore(time) {
      let deleted = 0;
      for (;;) {
        // Their status rows go with them (on delete cascade).
        const result = await db
          .deleteFrom('notifications')
          .where(
            'id',
            'in',
            db
              .selectFrom('notifications')
              .select('id')
              .where('created_at', '<', time)
              .limit(DELETE_BATCH),
          )
          .executeTakeFirst();
        const count = Number(result.numDeletedRows);
        deleted += count;
        if (count < DELETE_BATCH) return deleted;
      }
    },
  };
}

/** `%`, `_` and the escape character itself match literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, character => `\\${character}`);
}
