import { z } from 'zod';
import { MAX_SETTING_VALUE_BYTES } from './constants';

/** Bucket and key names: what Backstage's user-settings storage accepts in a URL segment. */
export const settingNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,255}$/, 'must be 1-255 characters of letters, digits, ".", "_" or "-"');

export const settingParamsSchema = z.object({
  bucket: settingNameSchema,
  key: settingNameSchema,
});
export type SettingParams = z.infer<typeof settingParamsSchema>;

export const putSettingBodySchema = z.object({
  value: z.unknown().refine(value => value !== undefined, 'is required'),
});

export interface UserSetting {
  bucket: string;
  key: string;
  value: unknown;
}

/** Size of a value as stored: its JSON text in UTF-8 bytes. */
export function settingValueBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).byteLength;
}

export function isSettingValueTooLarge(value: unknown): boolean {
  return settingValueBytes(value) > MAX_SETTING_VALUE_BYTES;
}
