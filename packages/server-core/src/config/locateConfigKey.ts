import type { Config } from './Config';

/** Where a key of a Config view sits: its full dotted key and the file it came from, if known. */
export interface ConfigKeyLocation {
  key: string;
  source: string | undefined;
}

type Locator = (key: string) => ConfigKeyLocation;

// Kept beside the Config interface rather than on it: helpers like validateCoreConfig need the
// file name for messages of their own, but callers of Config should not see (or mock) this.
const locators = new WeakMap<Config, Locator>();

/** Called by createConfig for every view it makes. */
export function registerConfigLocator(config: Config, locator: Locator): void {
  locators.set(config, locator);
}

/**
 * The full key and source of `key` read through `config`, for building messages in the same form as
 * the Config getters. A Config not made by createConfig (a hand-written fake) yields the key as is.
 */
export function locateConfigKey(config: Config, key: string): ConfigKeyLocation {
  return locators.get(config)?.(key) ?? { key, source: undefined };
}
