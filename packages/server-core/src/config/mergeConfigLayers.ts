import type { JsonObject, JsonValue } from '@atrium/model';
import { isConfigKeyWithin, joinConfigKey } from './configKeyPath';
import { isConfigObject } from './isConfigObject';

/** One source of configuration: its data and the name errors should show for it. */
export interface ConfigLayer {
  data: JsonObject;
  source: string;
}

export interface MergedConfigData {
  data: JsonObject;
  /** The source of each value by full key; see findConfigSource for how gaps are filled. */
  sources: Map<string, string>;
}

/**
 * Merges layers, later ones winning, the way Backstage does: objects merge key by key, arrays and
 * scalars replace whatever was there, and `null` removes the key (an explicit "not set" that a
 * lower layer cannot fill back in).
 */
export function mergeConfigLayers(layers: readonly ConfigLayer[]): MergedConfigData {
  const data: JsonObject = {};
  const sources = new Map<string, string>();
  for (const layer of layers) mergeInto(data, layer.data, '', layer.source, sources);
  return { data, sources };
}

function mergeInto(
  target: JsonObject,
  patch: JsonObject,
  prefix: string,
  source: string,
  sources: Map<string, string>,
): void {
  for (const [name, value] of Object.entries(patch)) {
    const key = joinConfigKey(prefix, name);
    if (value === undefined) continue;
    if (value === null) {
      delete target[name];
      forget(sources, key);
      continue;
    }
    const current = target[name];
    if (isConfigObject(value) && isConfigObject(current)) {
      mergeInto(current, value, key, source, sources);
      continue;
    }
    forget(sources, key);
    sources.set(key, source);
    if (isConfigObject(value)) {
      const section: JsonObject = {};
      target[name] = section;
      mergeInto(section, value, key, source, sources);
    } else {
      target[name] = copy(value);
    }
  }
}

function forget(sources: Map<string, string>, key: string): void {
  for (const recorded of sources.keys()) {
    if (isConfigKeyWithin(recorded, key)) sources.delete(recorded);
  }
}

function copy(value: JsonValue): JsonValue {
  return typeof value === 'object' && value !== null ? structuredClone(value) : value;
}
