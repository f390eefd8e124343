import { InputError, NotFoundError } from '@atrium/model';
import {
  MAX_SETTING_VALUE_BYTES,
  isSettingValueTooLarge,
  type SettingParams,
  type UserSetting,
} from '../../shared';
import type { UserSettingsStore } from '../store/userSettingsStore';

export interface UserSettingsService {
  get(userRef: string, params: SettingParams): Promise<UserSetting>;
  set(userRef: string, params: SettingParams, value: unknown): Promise<UserSetting>;
  delete(userRef: string, params: SettingParams): Promise<void>;
}

export function createUserSettingsService(store: UserSettingsStore): UserSettingsService {
  return {
    async get(userRef, { bucket, key }) {
      const json = await store.get({ userRef, bucket, key });
      if (json === undefined) {
        throw new NotFoundError(`Unable to find '${key}' in bucket '${bucket}'`);
      }
      return { bucket, key, value: JSON.parse(json) as unknown };
    },
    async set(userRef, { bucket, key }, value) {
      if (isSettingValueTooLarge(value)) {
        throw new InputError(
          `Invalid body: value must be at most ${MAX_SETTING_VALUE_BYTES} bytes of JSON`,
        );
      }
      await store.set({ userRef, bucket, key }, JSON.stringify(value));
      return { bucket, key, value };
    },
    async delete(userRef, { bucket, key }) {
      await store.delete({ userRef, bucket, key });
    },
  };
}
