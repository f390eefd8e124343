import { ConfigError } from './ConfigError';
import type { JsonObject, JsonValue } from '@atrium/model';
import { isConfigObject } from './isConfigObject';
import { isValidConfigKeyPart } from './isValidConfigKey';

const PREFIX = 'APP_CONFIG_';

/**
 * Configuration from `APP_CONFIG_` environment variables, which Backstage deployments use for
 * one-off overrides: `APP_CONFIG_app_baseUrl=https://x` sets `app.baseUrl`. Values are parsed as
 * JSON when they can be (`'7007'` → 7007, `'"7007"'` → the string). Undefined when none are set.
 */
export function readEnvConfig(env: Record<string, string | undefined>): JsonObject | undefined {
  const data: JsonObject = {};
  let found = false;
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(PREFIX) || raw === undefined) continue;
    const parts = name.slice(PREFIX.length).split('_');
    if (!parts.every(isValidConfigKeyPart)) {
      throw new ConfigError(`Invalid config environment variable name '${name}'`);
    }
    setValue(data, parts, parseValue(raw), name);
    found = true;
  }
  return found ? data : undefined;
}

function setValue(data: JsonObject, parts: string[], value: JsonValue, name: string): void {
  let target = data;
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1) {
      if (part in target) throw conflict(name);
      target[part] = value;
      return;
    }
    const next = target[part] ?? {};
    if (!isConfigObject(next)) throw conflict(name);
    target[part] = next;
    target = next;
  }
}

function parseValue(raw: string): JsonValue {
  try {
    return JSON.parse(raw) as JsonValue;
  } catch {
    return raw;
  }
}

function conflict(name: string): ConfigError {
  return new ConfigError(`Config environment variable '${name}' conflicts with another one`);
}
