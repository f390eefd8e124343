import { ConfigError } from './ConfigError';
import type { JsonObject, JsonValue } from '@atrium/model';
import { configErrorMessages as messages } from './configErrorMessages';
import { joinConfigKey } from './configKeyPath';
import { describeValueType } from './describeValueType';
import { findConfigSource } from './findConfigSource';
import { freezeConfigData } from './freezeConfigData';
import { isConfigObject } from './isConfigObject';
import { isValidConfigKey } from './isValidConfigKey';
import { registerConfigLocator } from './locateConfigKey';
import { normalizeConfigData } from './normalizeConfigData';
import { readBooleanValue } from './readBooleanValue';
import { readNumberValue } from './readNumberValue';

/**
 * A read-only, typed view of the merged configuration (app-config.yaml and friends). Keys are
 * dotted paths ('backend.listen.port'). The `getX` forms throw when the value is absent, the
 * `getOptionalX` forms return undefined; both throw a ConfigError when the value has the wrong type.
 *
 * Values from `${VAR}` substitution are always strings, so numbers and booleans are also read from
 * strings that spell one ('7007', 'true').
 */
export interface Config {
  /** True when the key holds a value (`null` in a file counts as absent). */
  has(key: string): boolean;
  /** The keys directly under this view. */
  keys(): string[];
  /** The raw value at `key`, or this whole view without a key. Throws when absent. */
  get(key?: string): JsonValue;
  getOptional(key?: string): JsonValue | undefined;
  getString(key: string): string;
  getOptionalString(key: string): string | undefined;
  getNumber(key: string): number;
  getOptionalNumber(key: string): number | undefined;
  getBoolean(key: string): boolean;
  getOptionalBoolean(key: string): boolean | undefined;
  getStringArray(key: string): string[];
  getOptionalStringArray(key: string): string[] | undefined;
  /** A view of the section at `key`; its errors still name full keys from the root. */
  getConfig(key: string): Config;
  getOptionalConfig(key: string): Config | undefined;
  /** Views of each object in the array at `key` (keys like 'catalog.locations[0].target'). */
  getConfigArray(key: string): Config[];
  getOptionalConfigArray(key: string): Config[] | undefined;
}

/** Where the data came from, so errors can name the file. */
export interface ConfigContext {
  /** The file every value came from, for data read from one file. */
  source?: string;
  /**
   * The file of each value by full key, as the loader records it while merging. A key without an
   * entry takes its nearest listed ancestor's file, then `source`.
   */
  sources?: ReadonlyMap<string, string>;
}

type SourceOf = (fullKey: string) => string | undefined;

/** Wraps plain data (copied and frozen) in a Config. */
export function createConfig(data: object, context: ConfigContext = {}): Config {
  const root = freezeConfigData(normalizeConfigData(data));
  const sourceOf: SourceOf = key => findConfigSource(context.sources, key) ?? context.source;
  return new ConfigView(root, '', sourceOf);
}

class ConfigView implements Config {
  constructor(
    private readonly data: JsonObject,
    private readonly prefix: string,
    private readonly sourceOf: SourceOf,
  ) {
    registerConfigLocator(this, key => {
      const full = joinConfigKey(prefix, key);
      return { key: full, source: sourceOf(full) };
    });
  }

  has(key: string): boolean {
    return this.read(key) !== undefined;
  }

  keys(): string[] {
    return Object.keys(this.data).filter(key => this.data[key] != null);
  }

  get(key?: string): JsonValue {
    const value = this.getOptional(key);
    if (value === undefined) throw this.missing(key ?? '');
    return value;
  }

  getOptional(key?: string): JsonValue | undefined {
    return key === undefined ? this.data : this.read(key);
  }

  getString(key: string): string {
    return this.required(key, this.getOptionalString(key));
  }

  getOptionalString(key: string): string | undefined {
    return this.convert(key, (value, fail) => {
      if (typeof value === 'string' && value !== '') return value;
      throw fail.type('string');
    });
  }

  getNumber(key: string): number {
    return this.required(key, this.getOptionalNumber(key));
  }

  getOptionalNumber(key: string): number | undefined {
    return this.convert(key, (value, fail) => {
      const number = readNumberValue(value);
      if (typeof number === 'number') return number;
      throw number.kind === 'convert' ? fail.convert('number') : fail.type('number');
    });
  }

  getBoolean(key: string): boolean {
    return this.required(key, this.getOptionalBoolean(key));
  }

  getOptionalBoolean(key: string): boolean | undefined {
    return this.convert(key, (value, fail) => {
      const boolean = readBooleanValue(value);
      if (typeof boolean === 'boolean') return boolean;
      throw boolean.kind === 'convert' ? fail.convert('boolean') : fail.type('boolean');
    });
  }

  getStringArray(key: string): string[] {
    return this.required(key, this.getOptionalStringArray(key));
  }

  getOptionalStringArray(key: string): string[] | undefined {
    return this.convert(key, (value, fail) => {
      if (!Array.isArray(value)) throw fail.type('string-array');
      value.forEach((item, index) => {
        if (typeof item !== 'string' || item === '') throw fail.itemType(index, item, 'string');
      });
      return value as string[];
    });
  }

  getConfig(key: string): Config {
    return this.required(key, this.getOptionalConfig(key));
  }

  getOptionalConfig(key: string): Config | undefined {
    return this.convert(key, (value, fail) => {
      if (!isConfigObject(value)) throw fail.type('object');
      return new ConfigView(value, joinConfigKey(this.prefix, key), this.sourceOf);
    });
  }

  getConfigArray(key: string): Config[] {
    return this.required(key, this.getOptionalConfigArray(key));
  }

  getOptionalConfigArray(key: string): Config[] | undefined {
    return this.convert(key, (value, fail) => {
      if (!Array.isArray(value)) throw fail.type('object-array');
      const fullKey = joinConfigKey(this.prefix, key);
      return value.map((item, index) => {
        if (!isConfigObject(item)) throw fail.itemType(index, item, 'object');
        return new ConfigView(item, `${fullKey}[${index}]`, this.sourceOf);
      });
    });
  }

  /** The value at `key`; undefined when absent, including an explicit `null`. */
  private read(key: string): JsonValue | undefined {
    if (!isValidConfigKey(key)) throw new ConfigError(messages.invalidKey(key));
    const parts = key.split('.');
    let value: JsonValue | undefined = this.data;
    for (const [index, part] of parts.entries()) {
      if (value === undefined || value === null) return undefined;
      if (!isConfigObject(value)) {
        const parent = joinConfigKey(this.prefix, parts.slice(0, index).join('.'));
        throw new ConfigError(
          messages.invalidType(parent, this.sourceOf(parent), describeValueType(value), 'object'),
        );
      }
      value = value[part];
    }
    return value === null ? undefined : value;
  }

  private convert<T>(key: string, read: (value: JsonValue, fail: Failures) => T): T | undefined {
    const value = this.read(key);
    if (value === undefined) return undefined;
    const fullKey = joinConfigKey(this.prefix, key);
    const source = this.sourceOf(fullKey);
    return read(value, {
      type: wanted =>
        new ConfigError(messages.invalidType(fullKey, source, describeValueType(value), wanted)),
      convert: target => new ConfigError(messages.unableToConvert(fullKey, source, target)),
      itemType: (index, item, wanted) =>
        new ConfigError(
          messages.invalidType(`${fullKey}[${index}]`, source, describeValueType(item), wanted),
        ),
    });
  }

  private required<T>(key: string, value: T | undefined): T {
    if (value === undefined) throw this.missing(key);
    return value;
  }

  private missing(key: string): ConfigError {
    return new ConfigError(messages.missing(joinConfigKey(this.prefix, key)));
  }
}

interface Failures {
  type(wanted: string): ConfigError;
  convert(target: string): ConfigError;
  itemType(index: number, item: unknown, wanted: string): ConfigError;
}
