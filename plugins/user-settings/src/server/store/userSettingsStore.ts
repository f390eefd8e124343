import type { Kysely } from 'kysely';

export interface UserSettingsTable {
  user_ref: string;
  bucket: string;
  key: string;
  /** JSON text. */
  value: string;
  /** Milliseconds since the epoch. */
  updated_at: number;
}

export interface UserSettingsDb {
  user_settings: UserSettingsTable;
}

export interface SettingAddress {
  userRef: string;
  bucket: string;
  key: string;
}

export interface UserSettingsStore {
  /** The stored JSON text, or undefined when there is none. */
  get(address: SettingAddress): Promise<string | undefined>;
  set(address: SettingAddress, json: string): Promise<void>;
  delete(address: SettingAddress): Promise<void>;
}

export function createUserSettingsStore(db: Kysely<UserSettingsDb>): UserSettingsStore {
  const where = ({ userRef, bucket, key }: SettingAddress) =>
    ({ user_ref: userRef, bucket, key }) as const;

  return {
    async get(address) {
      const { user_ref, bucket, key } = where(address);
      const row = await db
        .selectFrom('user_settings')
        .select('value')
        .where('user_ref', '=', user_ref)
        .where('bucket', '=', bucket)
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },
    async set(address, json) {
      const updatedAt = Date.now();
      await db
        .insertInto('user_settings')
        .values({ ...where(address), value: json, updated_at: updatedAt })
        .onConflict(conflict =>
          conflict
            .columns(['user_ref', 'bucket', 'key'])
            .doUpdateSet({ value: json, updated_at: updatedAt }),
        )
        .execute();
    },
    async delete(address) {
      const { user_ref, bucket, key } = where(address);
      await db
        .deleteFrom('user_settings')
        .where('user_ref', '=', user_ref)
        .where('bucket', '=', bucket)
        .where('key', '=', key)
        .execute();
    },
  };
}
