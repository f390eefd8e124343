import type { Config } from '../../config/Config';
import { ConfigError } from '../../config/ConfigError';
import { parentConfigKey } from '../../config/configKeyPath';
import { locateConfigKey } from '../../config/locateConfigKey';

/**
 * A ConfigError about `key` of one integration entry, or about the entry itself when `key` is
 * left out, named by its full key (`integrations.azure[0].credentials[1]`) and file. The text must
 * never hold a secret: callers name keys, not values.
 */
export function integrationConfigError(
  entry: Config,
  key: string | undefined,
  text: string,
): ConfigError {
  const located = locateConfigKey(entry, key ?? 'host');
  const fullKey = key === undefined ? integrationEntryKey(entry) : located.key;
  const where = located.source === undefined ? '' : ` in '${located.source}'`;
  return new ConfigError(`${fullKey}${where}: ${text}`);
}

/** The full key of an entry view itself, like `integrations.github[0]`. */
export function integrationEntryKey(entry: Config): string {
  // A view has no key of its own to locate; any key below it names it as its parent.
  const { key } = locateConfigKey(entry, 'host');
  return parentConfigKey(key) ?? key;
}

/**
 * A configured value quoted for a message. Hosts and URLs are shown so a typo can be spotted, but
 * one holding `@` may carry a user name and password (`https://user:pass@host`), so it is not.
 */
export function quoteConfigValue(value: string): string {
  return value.includes('@') ? 'a value holding credentials' : `'${value}'`;
}
