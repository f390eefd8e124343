import { SqliteAdapter, sql, type Kysely, type OrderByItemBuilder } from 'kysely';
import { NotFoundError } from '@atrium/model';
import { chunked } from '@atrium/server-core';
import type { NotificationSettings } from '../../shared';
import type { NotificationFilters, NotificationsStore, OrderField } from './NotificationsStore';
import {
  COUNTED_COLUMNS,
  applyCountChanges,
  countFromBuckets,
  countableFromBuckets,
} from './notificationCounts';
import { payloadColumns, toNotification, type NotificationsTables } from './notificationsTables';
import { useSearchIndex } from './searchIndex';
import { setMark } from './setMark';
import {
  NOTIFICATION_COLUMNS,
  broadcastNotifications,
  personalNotifications,
  type SideOptions,
} from './visibleNotifications';

export type { NotificationsTables } from './notificationsTables';

/**
 * The most rows one read answers and the most ids one statement names: requests are bounded by
 * the router, and this keeps a caller that forgets from reading a whole table.
 */
const MAX_ROWS = 1000;
/** Old notifications go in batches so one statement never runs into the statement timeout. */
const DELETE_BATCH = 1000;

/** The column of each order field, and whether it may be null (ordered last either way). */
const ORDER_COLUMNS = {
  created: { column: 'created_at', nullable: false },
  updated: { column: 'updated_at', nullable: true },
  read: { column: 'read_at', nullable: true },
  saved: { column: 'saved_at', nullable: true },
  title: { column: 'title', nullable: false },
  severity: { column: 'severity_rank', nullable: false },
  topic: { column: 'topic', nullable: true },
  origin: { column: 'origin', nullable: false },
} as const satisfies Record<OrderField, { column: string; nullable: boolean }>;

const DEFAULT_ORDER = { field: 'created', direction: 'desc' } as const;

export function createNotificationsStore(db: Kysely<NotificationsTables>): NotificationsStore {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  function checkIds({ ids }: NotificationFilters) {
    if (ids && ids.length > MAX_ROWS) throw new RangeError(`At most ${MAX_ROWS} ids at once`);
  }

  /** Whether to narrow these filters' search through the trigram index (SQLite's only). */
  async function sideOptions({ search }: NotificationFilters): Promise<SideOptions> {
    return { searchIndex: isSqlite && (await useSearchIndex(db, search)) };
  }

  /** Each side with its marks under the same names, so the two read as one. */
  function sides(filters: NotificationFilters, options: SideOptions) {
    return {
      personal: personalNotifications(db, filters, options).select([
        ...NOTIFICATION_COLUMNS,
        'n.read_at',
        'n.saved_at',
      ]),
      broadcasts: broadcastNotifications(db, filters, options).select([
        ...NOTIFICATION_COLUMNS,
        's.read_at',
        's.saved_at',
      ]),
    };
  }

  /** A notification as stored: a broadcast carries no marks on its row. */
  function stored() {
    return db
      .selectFrom('notifications as n')
      .select([...NOTIFICATION_COLUMNS, 'n.read_at', 'n.saved_at']);
  }

  async function countBroadcasts(filters: NotificationFilters, options: SideOptions = {}) {
    const row = await broadcastNotifications(db, filters, options)
      .select(eb => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('s.read_at').as('read'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), read: Number(row.read) };
  }

  async function countPersonal(filters: NotificationFilters, options: SideOptions = {}) {
    if (countableFromBuckets(filters)) {
      const row = await countFromBuckets(db, filters).executeTakeFirstOrThrow();
      return { total: Number(row.total), read: Number(row.read) };
    }
    const row = await personalNotifications(db, filters, options)
      .select(eb => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('n.read_at').as('read'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), read: Number(row.read) };
  }

  return {
    async list(options) {
      checkIds(options);
      const { field, direction } = options.order ?? DEFAULT_ORDER;
      const limit = Math.min(options.limit ?? MAX_ROWS, MAX_ROWS);
      if (limit <= 0) return [];
      const offset = Math.max(0, options.offset ?? 0);
      const { column, nullable } = ORDER_COLUMNS[field];
      // NULLS LAST on both engines (by default PostgreSQL puts them first when descending and
      // SQLite last), said only of columns that may be null: on the others it would keep
      // PostgreSQL from reading the index in order.
      const order = (ob: OrderByItemBuilder) =>
        nullable ? ob[direction]().nullsLast() : ob[direction]();
      // Neither side can hold more of the page than its end: each reads that many, in order.
      const end = Math.min(offset + limit, Number.MAX_SAFE_INTEGER);
      const { personal, broadcasts } = sides(options, await sideOptions(options));
      const broadcastMarks = column === 'read_at' || column === 'saved_at' ? 's' : 'n';
      const page = db
        .selectFrom(
          personal
            .orderBy(sql.ref(`n.${column}`), order)
            .orderBy('n.id', direction)
            .limit(end)
            .as('p'),
        )
        .selectAll()
        .unionAll(
          db
            .selectFrom(
              broadcasts
                .orderBy(sql.ref(`${broadcastMarks}.${column}`), order)
                .orderBy('n.id', direction)
                .limit(end)
                .as('b'),
            )
            .selectAll(),
        );
      const rows = await db
        .selectFrom(page.as('v'))
        .selectAll()
        .orderBy(sql.ref(`v.${column}`), order)
        .orderBy('v.id', direction)
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toNotification);
    },

    async count(filters) {
      checkIds(filters);
      const options = await sideOptions(filters);
      const [personal, broadcasts] = await Promise.all([
        countPersonal(filters, options),
        countBroadcasts(filters, options),
      ]);
      return personal.total + broadcasts.total;
    },

    async status(user) {
      const [personal, broadcasts] = await Promise.all([
        countPersonal({ user }),
        countBroadcasts({ user }),
      ]);
      const read = personal.read + broadcasts.read;
      return { read, unread: personal.total + broadcasts.total - read };
    },

    async setRead(user, ids, read) {
      for (const chunk of chunked([...new Set(ids)], MAX_ROWS)) {
        await setMark(db, { user, ids: chunk, column: 'read_at', set: read });
      }
    },

    async setSaved(user, ids, saved) {
      for (const chunk of chunked([...new Set(ids)], MAX_ROWS)) {
        await setMark(db, { user, ids: chunk, column: 'saved_at', set: saved });
      }
    },

    async insert(notification) {
      const { id, user, origin, payload } = notification;
      // Marks given with a personal notification are its recipient's; a broadcast has none.
      const readAt = user !== null && notification.read ? Date.parse(notification.read) : null;
      const savedAt = user !== null && notification.saved ? Date.parse(notification.saved) : null;
      const row = {
        id,
        user_ref: user,
        origin,
        created_at: Date.parse(notification.created),
        updated_at: notification.updated ? Date.parse(notification.updated) : null,
        ...payloadColumns(payload),
        read_at: readAt,
        saved_at: savedAt,
      };
      await db.transaction().execute(async tx => {
        await tx.insertInto('notifications').values(row).execute();
        await applyCountChanges(tx, [], [row]);
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
        // Locked on PostgreSQL, so that the counts move from the row as it is; SQLite's one
        // writer runs a transaction at a time.
        const before = await tx
          .selectFrom('notifications')
          .select(COUNTED_COLUMNS)
          .where('id', '=', id)
          .$if(!isSqlite, query => query.forUpdate())
          .executeTakeFirst();
        if (!before) throw new NotFoundError(`No notification ${id}`);
        const columns = payloadColumns(payload);
        await tx
          .updateTable('notifications')
          .set({ ...columns, updated_at: Date.now(), read_at: null })
          .where('id', '=', id)
          .execute();
        await tx
          .updateTable('notification_status')
          .set({ read_at: null })
          .where('notification_id', '=', id)
          .execute();
        await applyCountChanges(tx, [before], [{ ...before, ...columns, read_at: null }]);
      });
      const row = await stored().where('n.id', '=', id).executeTakeFirstOrThrow();
      return toNotification(row);
    },

    async topics(filters) {
      checkIds(filters);
      const options = await sideOptions(filters);
      const topicsOf = (side: ReturnType<typeof personalNotifications>) =>
        side.select('n.topic').where('n.topic', 'is not', null);
      const rows = await db
        .selectFrom(
          topicsOf(personalNotifications(db, filters, options))
            .union(topicsOf(broadcastNotifications(db, filters, options)))
            .as('t'),
        )
        .select('t.topic')
        .orderBy('t.topic')
        .limit(MAX_ROWS)
        .execute();
      return rows.flatMap(row => (row.topic === null ? [] : [row.topic]));
    },

    async originTopics(user) {
      const originTopicsOf = (side: ReturnType<typeof personalNotifications>) =>
        side.select(['n.origin', 'n.topic']);
      return await db
        .selectFrom(
          originTopicsOf(personalNotifications(db, { user }))
            .union(originTopicsOf(broadcastNotifications(db, { user })))
            .as('v'),
        )
        .select(['v.origin', 'v.topic'])
        .orderBy('v.origin')
        .orderBy('v.topic', ob => ob.asc().nullsFirst())
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
        const count = await db.transaction().execute(async tx => {
          // Their status rows go with them (on delete cascade).
          const removed = await tx
            .deleteFrom('notifications')
            .where(
              'id',
              'in',
              tx
                .selectFrom('notifications')
                .select('id')
                .where('created_at', '<', time)
                .limit(DELETE_BATCH),
            )
            .returning(COUNTED_COLUMNS)
            .execute();
          await applyCountChanges(tx, removed, []);
          return removed.length;
        });
        deleted += count;
        if (count < DELETE_BATCH) return deleted;
      }
    },
  };
}
