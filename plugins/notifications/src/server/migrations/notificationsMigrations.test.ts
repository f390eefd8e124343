import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseManager, PluginDatabase } from '@atrium/server-core';
import { createTestDatabaseManager, describeEachDatabase } from '@atrium/server-core/testing';
import { createNotificationsStore } from '../store/createNotificationsStore';
import type { NotificationsTables } from '../store/notificationsTables';
import * as init from './0001_init';
import { notificationsMigrations } from '.';

const alice = 'user:default/alice';
const bob = 'user:default/bob';

function row(id: string, user: string | null, topic: string | null, severity_rank: number) {
  return {
    id,
    user_ref: user,
    origin: 'plugin:catalog',
    created_at: 1,
    updated_at: null,
    title: `Title ${id}`,
    description: null,
    search_title: `title ${id}`,
    search_description: null,
    link: null,
    severity: 'normal' as const,
    severity_rank,
    topic,
    scope: null,
    icon: null,
  };
}

describeEachDatabase('notificationsMigrations', database => {
  let manager: DatabaseManager;
  let pluginDb: PluginDatabase<NotificationsTables>;

  beforeAll(async () => {
    manager = createTestDatabaseManager(database);
    pluginDb = await manager.forPlugin<NotificationsTables>('notifications');
    await pluginDb.migrate({ '0001_init': init });
  });
  afterAll(() => manager?.destroy());

  it("moves the recipient's marks onto the row and counts what each user has", async () => {
    const { db } = pluginDb;
    // Written as 0001 stored them: every mark in notification_status.
    await db
      .insertInto('notifications')
      .values([row('a1', alice, 'builds', 2), row('a2', alice, null, 3), row('c1', null, null, 2)])
      .execute();
    await db
      .insertInto('notification_status')
      .values([
        { notification_id: 'a1', user_ref: alice, read_at: 10, saved_at: null },
        { notification_id: 'a2', user_ref: alice, read_at: null, saved_at: 20 },
        { notification_id: 'c1', user_ref: bob, read_at: 30, saved_at: null },
      ])
      .execute();

    await pluginDb.migrate(notificationsMigrations);

    const notifications = await db
      .selectFrom('notifications')
      .select(['id', 'read_at', 'saved_at'])
      .orderBy('id')
      .execute();
    expect(notifications).toEqual([
      { id: 'a1', read_at: 10, saved_at: null },
      { id: 'a2', read_at: null, saved_at: 20 },
      { id: 'c1', read_at: null, saved_at: null },
    ]);
    const status = await db.selectFrom('notification_status').selectAll().execute();
    expect(status).toEqual([{ notification_id: 'c1', user_ref: bob, read_at: 30, saved_at: null }]);
    const counts = await db
      .selectFrom('notification_counts')
      .selectAll()
      .orderBy('severity_rank')
      .execute();
    expect(counts).toEqual([
      { user_ref: alice, severity_rank: 2, topic_key: 'builds', is_read: 1, is_saved: 0, total: 1 },
      { user_ref: alice, severity_rank: 3, topic_key: '', is_read: 0, is_saved: 1, total: 1 },
    ]);

    // What was stored before is found by search (through the trigram index, on SQLite).
    const store = createNotificationsStore(db);
    const found = await store.list({ user: alice, search: 'TITLE A2' });
    expect(found.map(notification => notification.id)).toEqual(['a2']);
    expect(await store.count({ user: bob, search: 'title c1' })).toBe(1);
  });
});
