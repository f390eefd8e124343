import { ConfigError } from './ConfigError';
import type { JsonObject, JsonValue } from '@atrium/model';
import { describeValueType } from './describeValueType';
import { joinConfigKey } from './configKeyPath';
import { isConfigObject } from './isConfigObject';

/**
 * A deep copy of caller-supplied data reduced to JSON values. Object keys holding `undefined` are
 * dropped (optional fields in code), and so are `null`s unless `keepNulls` is set: in a config file
 * `null` means "explicitly absent", which only the merge needs to see.
 */
export function normalizeConfigData(
  data: object,
  options: { keepNulls?: boolean } = {},
): JsonObject {
  if (!isConfigObject(data)) {
    throw new ConfigError(`Configuration data must be an object, got ${describeValueType(data)}`);
  }
  return normalizeObject(data, '', options.keepNulls ?? false);
}

function normalizeObject(data: object, key: string, keepNulls: boolean): JsonObject {
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || (value === null && !keepNulls)) continue;
    out[name] = normalizeValue(value, joinConfigKey(key, name), keepNulls);
  }
  return out;
}

function normalizeValue(value: unknown, key: string, keepNulls: boolean): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) {
    return value
      .filter(item => item !== undefined)
      .map((item, index) => normalizeValue(item, `${key}[${index}]`, keepNulls));
  }
  if (isConfigObject(value) && isPlainObject(value)) return normalizeObject(value, key, keepNulls);
  throw new ConfigError(`Unsupported value in config for key '${key}': ${String(value)}`);
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
