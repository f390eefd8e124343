import { describe, expect, it } from 'vitest';
import { createUserSettingsService } from './createUserSettingsService';
import type { SettingAddress, UserSettingsStore } from '../store/userSettingsStore';

function memoryStore(): UserSettingsStore {
  const rows = new Map<string, string>();
  const id = ({ userRef, bucket, key }: SettingAddress) => `${userRef} ${bucket} ${key}`;
  return {
    get: async address => rows.get(id(address)),
    set: async (address, json) => void rows.set(id(address), json),
    delete: async address => void rows.delete(id(address)),
  };
}

describe('createUserSettingsService', () => {
  it('keeps each user’s values apart', async () => {
    const service = createUserSettingsService(memoryStore());
    await service.set('user:default/a', { bucket: 'b', key: 'k' }, 'mine');
    await expect(service.get('user:default/b', { bucket: 'b', key: 'k' })).rejects.toMatchObject({
      name: 'NotFoundError',
    });
    expect(await service.get('user:default/a', { bucket: 'b', key: 'k' })).toEqual({
      bucket: 'b',
      key: 'k',
      value: 'mine',
    });
  });

  it('counts the size in UTF-8 bytes', async () => {
    const service = createUserSettingsService(memoryStore());
    // 22,000 three-byte characters: fewer than 65,536 characters, more than 64 KB.
    await expect(
      service.set('user:default/a', { bucket: 'b', key: 'k' }, '€'.repeat(22_000)),
    ).rejects.toMatchObject({ name: 'InputError' });
  });
});
