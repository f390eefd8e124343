import type { JsonObject } from '@atrium/model';

/** True for a plain key/value object: arrays and null are values, not sections. */
export function isConfigObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
