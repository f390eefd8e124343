import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DatabaseManager, PluginDatabase } from '@atrium/server-core';
import { createTestDatabaseManager, describeEachDatabase } from '@atrium/server-core/testing';
import type { Notification } from '../../shared';
import { notificationsMigrations } from '../migrations';
import type { NotificationsStore } from './NotificationsStore';
import { createNotificationsStore, type NotificationsTables } from './createNotificationsStore';

const alice = 'user:default/alice';
const bob = 'user:default/bob';
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);
const ISO = new Date(T0 + DAY).toISOString();

function notification(
  id: string,
  user: string | null,
  minutes: number,
  payload: Partial<Notification['payload']> = {},
  origin = 'plugin:catalog',
): Notification {
  return {
    id,
    user,
    origin,
    created: new Date(T0 + minutes * 60_000).toISOString(),
    payload: { title: `Title ${id}`, severity: 'normal', ...payload },
  };
}

/** Alice's a1–a3, Bob's b1, and the broadcasts c1–c2, oldest first. */
const fixtures: Notification[] = [
  notification('a1', alice, 1, { title: 'Build 50% done', severity: 'low', topic: 'builds' }),
  notification('c1', null, 2, { title: 'Maintenance', description: 'Tonight at 22:00' }),
  notification('a2', alice, 3, {
    title: 'Review',
    description: 'Please review file_name.ts',
    severity: 'critical',
    topic: 'reviews',
    scope: 'pr-1',
  }),
  notification('b1', bob, 4, { title: 'Bob only', severity: 'high', topic: 'builds' }),
  notification(
    'c2',
    null,
    5,
    { title: 'Release', severity: 'high', topic: 'releases' },
    'external:ci',
  ),
  notification('a3', alice, 6, { title: 'BUILD 5X done', topic: 'builds', link: '/catalog' }),
];

const idsOf = (notifications: Notification[]) => notifications.map(n => n.id);

describeEachDatabase('createNotificationsStore', database => {
  let manager: DatabaseManager;
  let pluginDb: PluginDatabase<NotificationsTables>;
  let store: NotificationsStore;

  beforeAll(async () => {
    manager = createTestDatabaseManager(database);
    pluginDb = await manager.forPlugin<NotificationsTables>('notifications');
    await pluginDb.migrate(notificationsMigrations);
    store = createNotificationsStore(pluginDb.db);
  });
  afterAll(() => manager?.destroy());

  beforeEach(async () => {
    await pluginDb.db.deleteFrom('notifications').execute();
    await pluginDb.db.deleteFrom('notification_counts').execute();
    await pluginDb.db.deleteFrom('notification_settings').execute();
    for (const fixture of fixtures) await store.insert(fixture);
  });

  it('shows each user their own notifications and the broadcasts, newest first', async () => {
    expect(idsOf(await store.list({ user: alice }))).toEqual(['a3', 'c2', 'a2', 'c1', 'a1']);
    expect(idsOf(await store.list({ user: bob }))).toEqual(['c2', 'b1', 'c1']);
    expect(await store.count({ user: alice })).toBe(5);
    expect(await store.count({ user: 'user:default/nobody' })).toBe(2);
  });

  it('answers notifications as stored, leaving out what is not set', async () => {
    const [a3] = await store.list({ user: alice, ids: ['a3'] });
    expect(a3).toEqual({
      id: 'a3',
      user: alice,
      origin: 'plugin:catalog',
      created: new Date(T0 + 6 * 60_000).toISOString(),
      payload: { title: 'BUILD 5X done', severity: 'normal', topic: 'builds', link: '/catalog' },
    });
  });

  it('keeps read and saved marks per user, broadcasts included', async () => {
    await store.setRead(alice, ['c1', 'a1'], true);
    await store.setSaved(alice, ['c2'], true);
    expect(idsOf(await store.list({ user: alice, read: true }))).toEqual(['c1', 'a1']);
    expect(idsOf(await store.list({ user: alice, read: false }))).toEqual(['a3', 'c2', 'a2']);
    expect(idsOf(await store.list({ user: alice, saved: true }))).toEqual(['c2']);
    expect(idsOf(await store.list({ user: bob, read: true }))).toEqual([]);
    expect(idsOf(await store.list({ user: bob, saved: false }))).toEqual(['c2', 'b1', 'c1']);

    const [c1] = await store.list({ user: alice, ids: ['c1'] });
    expect(Date.parse(c1!.read!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await store.list({ user: bob, ids: ['c1'] }))[0]!.read).toBeUndefined();

    expect(await store.status(alice)).toEqual({ read: 2, unread: 3 });
    expect(await store.status(bob)).toEqual({ read: 0, unread: 3 });

    await store.setRead(alice, ['c1'], false);
    await store.setSaved(alice, ['c2'], false);
    expect(await store.status(alice)).toEqual({ read: 1, unread: 4 });
    expect(await store.count({ user: alice, saved: true })).toBe(0);
  });

  it("ignores ids of another user's notifications", async () => {
    await store.setRead(bob, ['a1', 'a2', 'missing'], true);
    await store.setSaved(bob, ['a1'], true);
    expect(await store.status(alice)).toEqual({ read: 0, unread: 5 });
    const rows = await pluginDb.db.selectFrom('notification_status').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('searches title and description without regard to case, wildcards literally', async () => {
    const search = async (term: string) => idsOf(await store.list({ user: alice, search: term }));
    expect(await search('build')).toEqual(['a3', 'a1']);
    expect(await search('TONIGHT')).toEqual(['c1']);
    expect(await search('50%')).toEqual(['a1']);
    expect(await search('5%')).toEqual([]);
    expect(await search('file_name')).toEqual(['a2']);
    expect(await search('review_file')).toEqual([]);
    expect(await search('build 5_')).toEqual([]);
    expect(await search('\\')).toEqual([]);
    expect(await store.count({ user: alice, search: 'build' })).toBe(2);
  });

  it('searches what replaces and deletes left, quotes and all', async () => {
    await store.replace('a2', { title: 'Review "again"', severity: 'normal' });
    const search = async (term: string) => idsOf(await store.list({ user: alice, search: term }));
    expect(await search('review "again"')).toEqual(['a2']);
    expect(await search('file_name')).toEqual([]);
    expect(await store.count({ user: alice, search: '"again' })).toBe(1);
    await store.deleteCreatedBefore(T0 + 4 * 60_000);
    expect(await search('review')).toEqual([]);
    expect(await search('release')).toEqual(['c2']);
  });

  it('folds the case of letters beyond ASCII the same on every engine', async () => {
    await store.insert(notification('a4', alice, 7, { title: 'Ärger', description: 'ÉCLAIR' }));
    expect(idsOf(await store.list({ user: alice, search: 'äRGER' }))).toEqual(['a4']);
    expect(idsOf(await store.list({ user: alice, search: 'éclair' }))).toEqual(['a4']);
  });

  it('filters by time, severity, topic and ids', async () => {
    const list = async (filters: Omit<Parameters<NotificationsStore['list']>[0], 'user'>) =>
      idsOf(await store.list({ user: alice, ...filters }));
    expect(await list({ createdAfter: new Date(T0 + 3 * 60_000) })).toEqual(['a3', 'c2', 'a2']);
    expect(await list({ minimumSeverity: 'high' })).toEqual(['c2', 'a2']);
    expect(await list({ minimumSeverity: 'critical' })).toEqual(['a2']);
    expect(await list({ minimumSeverity: 'low' })).toHaveLength(5);
    expect(await list({ topic: 'builds' })).toEqual(['a3', 'a1']);
    expect(await list({ ids: ['a1', 'b1', 'c2'] })).toEqual(['c2', 'a1']);
    expect(await list({ ids: [] })).toEqual([]);
    expect(await list({ topic: 'builds', minimumSeverity: 'normal' })).toEqual(['a3']);
  });

  it('orders by each field, ties by id, unset values last', async () => {
    const order = async (field: 'title' | 'severity' | 'topic' | 'origin' | 'created') =>
      idsOf(await store.list({ user: alice, order: { field, direction: 'asc' } }));
    expect(await order('created')).toEqual(['a1', 'c1', 'a2', 'c2', 'a3']);
    // By code point: upper case before lower case.
    expect(await order('title')).toEqual(['a3', 'a1', 'c1', 'c2', 'a2']);
    expect(await order('severity')).toEqual(['a1', 'a3', 'c1', 'c2', 'a2']);
    expect(await order('topic')).toEqual(['a1', 'a3', 'c2', 'a2', 'c1']);
    expect(await order('origin')).toEqual(['c2', 'a1', 'a2', 'a3', 'c1']);
    expect(
      idsOf(await store.list({ user: alice, order: { field: 'severity', direction: 'desc' } })),
    ).toEqual(['a2', 'c2', 'c1', 'a3', 'a1']);

    await store.setRead(alice, ['a2'], true);
    await store.setSaved(alice, ['c1'], true);
    expect(
      idsOf(await store.list({ user: alice, order: { field: 'read', direction: 'desc' } })),
    ).toEqual(['a2', 'c2', 'c1', 'a3', 'a1']);
    expect(
      idsOf(await store.list({ user: alice, order: { field: 'saved', direction: 'asc' } })),
    ).toEqual(['c1', 'a1', 'a2', 'a3', 'c2']);

    await store.replace('a1', { title: 'Again', severity: 'low' });
    expect(
      idsOf(await store.list({ user: alice, order: { field: 'updated', direction: 'desc' } }))[0],
    ).toBe('a1');
  });

  it('pages with offset and limit while the count covers every match', async () => {
    expect(idsOf(await store.list({ user: alice, limit: 2 }))).toEqual(['a3', 'c2']);
    expect(idsOf(await store.list({ user: alice, offset: 2, limit: 2 }))).toEqual(['a2', 'c1']);
    expect(idsOf(await store.list({ user: alice, offset: 4, limit: 2 }))).toEqual(['a1']);
    expect(await store.list({ user: alice, offset: 10 })).toEqual([]);
    expect(await store.list({ user: alice, limit: 0 })).toEqual([]);
    expect(await store.count({ user: alice, topic: 'builds' })).toBe(2);
  });

  it('finds a notification by scope and replaces it, unread again for everyone', async () => {
    expect(await store.findByScope(alice, 'plugin:catalog', 'pr-1')).toMatchObject({ id: 'a2' });
    expect(await store.findByScope(bob, 'plugin:catalog', 'pr-1')).toBeUndefined();
    expect(await store.findByScope(alice, 'external:ci', 'pr-1')).toBeUndefined();

    await store.setRead(alice, ['a2'], true);
    await store.setSaved(alice, ['a2'], true);
    const replaced = await store.replace('a2', {
      title: 'Review again',
      severity: 'high',
      scope: 'pr-1',
    });
    expect(replaced).toMatchObject({
      id: 'a2',
      user: alice,
      payload: { title: 'Review again', severity: 'high', scope: 'pr-1' },
    });
    expect(replaced.payload.description).toBeUndefined();
    expect(replaced.read).toBeUndefined();
    expect(replaced.saved).toBeDefined();
    expect(Date.parse(replaced.updated!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await store.status(alice)).toEqual({ read: 0, unread: 5 });
  });

  it('replaces a broadcast once, unread again for every user', async () => {
    await pluginDb.db
      .updateTable('notifications')
      .set({ scope: 'maintenance' })
      .where('id', '=', 'c1')
      .execute();
    expect(await store.findByScope(null, 'plugin:catalog', 'maintenance')).toMatchObject({
      id: 'c1',
      user: null,
    });
    expect(await store.findByScope(alice, 'plugin:catalog', 'maintenance')).toBeUndefined();

    await store.setRead(alice, ['c1'], true);
    await store.setRead(bob, ['c1'], true);
    await store.setSaved(bob, ['c1'], true);
    const replaced = await store.replace('c1', {
      title: 'Maintenance moved',
      severity: 'normal',
      scope: 'maintenance',
    });
    expect(replaced.read).toBeUndefined();
    expect(replaced.saved).toBeUndefined();
    expect(await store.status(alice)).toEqual({ read: 0, unread: 5 });
    expect(await store.status(bob)).toEqual({ read: 0, unread: 3 });
    expect(await store.count({ user: bob, saved: true })).toBe(1);
  });

  it('refuses to replace a notification that does not exist', async () => {
    await expect(store.replace('missing', { title: 'x', severity: 'low' })).rejects.toThrow(
      /missing/,
    );
  });

  it('answers the distinct topics and origins of what a user can see', async () => {
    expect(await store.topics({ user: alice })).toEqual(['builds', 'releases', 'reviews']);
    expect(await store.topics({ user: bob })).toEqual(['builds', 'releases']);
    expect(await store.topics({ user: alice, minimumSeverity: 'high' })).toEqual([
      'releases',
      'reviews',
    ]);
    expect(await store.originTopics(alice)).toEqual([
      { origin: 'external:ci', topic: 'releases' },
      { origin: 'plugin:catalog', topic: null },
      { origin: 'plugin:catalog', topic: 'builds' },
      { origin: 'plugin:catalog', topic: 'reviews' },
    ]);
  });

  it('keeps settings per user and answers none before any are saved', async () => {
    expect(await store.getSettings(alice)).toEqual({ channels: [] });
    const settings = {
      channels: [
        {
          id: 'Web',
          origins: [
            {
              id: 'plugin:catalog',
              enabled: true,
              topics: [{ id: 'builds', enabled: false }],
            },
          ],
        },
      ],
    };
    await store.saveSettings(alice, settings);
    expect(await store.getSettings(alice)).toEqual(settings);
    await store.saveSettings(alice, { channels: [] });
    expect(await store.getSettings(alice)).toEqual({ channels: [] });
    expect(await store.getSettings(bob)).toEqual({ channels: [] });
  });

  it('deletes notifications created before a time, with their marks', async () => {
    await store.setRead(alice, ['a1', 'c1', 'a3'], true);
    await store.setRead(bob, ['c1'], true);
    expect(await store.deleteCreatedBefore(T0 + 3 * 60_000)).toBe(2);
    expect(idsOf(await store.list({ user: alice }))).toEqual(['a3', 'c2', 'a2']);
    expect(await store.status(alice)).toEqual({ read: 1, unread: 2 });
    expect(await store.status(bob)).toEqual({ read: 0, unread: 2 });
    // Marks on broadcasts are rows of their own; those of the deleted c1 went with it.
    const rows = await pluginDb.db.selectFrom('notification_status').selectAll().execute();
    expect(rows).toEqual([]);
    expect(await store.deleteCreatedBefore(T0 - DAY)).toBe(0);
  });

  it('counts exactly what it lists, for every filter, after marks, replaces and deletes', async () => {
    await store.insert({ ...notification('a4', alice, 7, { topic: 'builds' }), read: ISO });
    await store.insert({ ...notification('a5', alice, 8, { severity: 'high' }), saved: ISO });
    await store.setRead(alice, ['a1', 'c1', 'a2', 'b1'], true);
    await store.setSaved(alice, ['a2', 'c2'], true);
    await store.setRead(alice, ['a1'], true);
    await store.setRead(alice, ['a2'], false);
    await store.replace('a3', { title: 'Rebuilt', severity: 'critical', topic: 'reviews' });
    await store.setRead(bob, ['b1', 'c2'], true);
    await store.deleteCreatedBefore(T0 + 90_000);

    const marks = [undefined, true, false];
    for (const user of [alice, bob]) {
      for (const read of marks) {
        for (const saved of marks) {
          for (const narrowing of [
            {},
            { minimumSeverity: 'high' as const },
            { topic: 'builds' },
            { topic: 'reviews', minimumSeverity: 'critical' as const },
            { createdAfter: new Date(T0 + 4 * 60_000) },
            { search: 'build' },
          ]) {
            const filters = { user, read, saved, ...narrowing };
            const listed = await store.list(filters);
            expect(await store.count(filters), JSON.stringify(filters)).toBe(listed.length);
          }
        }
      }
      const read = (await store.list({ user, read: true })).length;
      const all = (await store.list({ user })).length;
      expect(await store.status(user)).toEqual({ read, unread: all - read });
    }
  });
});
