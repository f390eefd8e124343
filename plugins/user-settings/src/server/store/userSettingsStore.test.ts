import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseManager } from '@atrium/server-core';
import { createTestDatabaseManager, describeEachDatabase } from '@atrium/server-core/testing';
import { userSettingsMigrations } from '../migrations';
import { createUserSettingsStore, type UserSettingsDb } from './userSettingsStore';

describeEachDatabase('userSettingsStore', database => {
  let manager: DatabaseManager;
  let store: ReturnType<typeof createUserSettingsStore>;

  beforeAll(async () => {
    manager = createTestDatabaseManager(database);
    const pluginDb = await manager.forPlugin<UserSettingsDb>('user-settings');
    await pluginDb.migrate(userSettingsMigrations);
    store = createUserSettingsStore(pluginDb.db);
  });
  afterAll(() => manager?.destroy());

  const alice = { userRef: 'user:default/alice', bucket: 'b', key: 'k' };
  const bob = { ...alice, userRef: 'user:default/bob' };

  it('keeps each user, bucket and key apart', async () => {
    await store.set(alice, '"a"');
    await store.set(bob, '"b"');
    await store.set({ ...alice, key: 'other' }, '"c"');
    expect(await store.get(alice)).toBe('"a"');
    expect(await store.get(bob)).toBe('"b"');
    expect(await store.get({ ...alice, bucket: 'other' })).toBeUndefined();
  });

  it('replaces a value and deletes only the one addressed', async () => {
    await store.set(alice, '[1,2]');
    expect(await store.get(alice)).toBe('[1,2]');
    await store.delete(alice);
    expect(await store.get(alice)).toBeUndefined();
    expect(await store.get(bob)).toBe('"b"');
  });

  it('is case-sensitive in bucket and key names', async () => {
    await store.set({ ...alice, bucket: 'Case' }, '1');
    expect(await store.get({ ...alice, bucket: 'case' })).toBeUndefined();
  });
});
