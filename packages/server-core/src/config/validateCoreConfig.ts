import type { Config } from './Config';
import { ConfigError } from './ConfigError';
import { configErrorMessages as messages } from './configErrorMessages';
import { describeValueType } from './describeValueType';
import { isConfigObject } from './isConfigObject';
import { locateConfigKey } from './locateConfigKey';
import { readDurationMs } from './readDurationMs';
import { readListenAddress } from './readListenAddress';
import { httpTimeoutsFromConfig } from '../http/httpTimeouts';

const DATABASE_CLIENTS = ['better-sqlite3', 'pg'];
const CONNECTION_STRINGS = ['filename', 'directory', 'host', 'user', 'password', 'database'];

type Check = (read: () => unknown) => void;

/**
 * Checks, at start, every section the core reads (plugins check theirs with their `config`
 * schema), so a typo fails the boot with all problems listed, one per line. Only the values the
 * server cannot start without are required; the rest are checked when present.
 */
export function validateCoreConfig(config: Config): void {
  const problems: string[] = [];
  const check: Check = read => {
    try {
      read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  };

  check(() => readUrl(config, 'app.baseUrl'));
  check(() => config.getOptionalString('app.title'));
  check(() => config.getOptionalString('organization.name'));
  check(() => readUrl(config, 'backend.baseUrl'));
  check(() => checkListen(config, check));
  check(() => checkDatabase(config, check));
  check(() => checkReadingAllow(config, check));
  check(() => config.getOptionalConfig('backend.cors'));
  check(() => httpTimeoutsFromConfig(config));

  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
}

function readUrl(config: Config, key: string): string {
  const text = config.getString(key);
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
    const { key: fullKey, source } = locateConfigKey(config, key);
    throw new ConfigError(messages.unableToConvert(fullKey, source, 'URL'));
  }
  return text;
}

function readOneOf(config: Config, key: string, allowed: string[]): string | undefined {
  const value = config.getOptionalString(key);
  if (value === undefined || allowed.includes(value)) return value;
  const { key: fullKey, source } = locateConfigKey(config, key);
  const wanted = `one of ${allowed.map(item => `'${item}'`).join(', ')}`;
  throw new ConfigError(messages.invalidValue(fullKey, source, `'${value}'`, wanted));
}

// readListenAddress stops at the first bad part; the host is read again so that a bad port and a
// bad host are reported together (the final list drops the duplicate when only the host is bad).
function checkListen(config: Config, check: Check): void {
  check(() => readListenAddress(config));
  if (typeof config.getOptional('backend.listen') !== 'string') {
    check(() => config.getOptionalString('backend.listen.host'));
  }
}

function checkDatabase(config: Config, check: Check): void {
  const client = config.getString('backend.database.client');
  check(() => readOneOf(config, 'backend.database.client', DATABASE_CLIENTS));
  check(() => readDurationMs(config, 'backend.database.statementTimeout'));
  const key = 'backend.database.connection';
  const connection = config.getOptional(key);
  if (connection === undefined) {
    // SQLite can fall back to a default file; PostgreSQL has nothing to connect to.
    if (client === 'pg') config.getString(key);
  } else if (typeof connection === 'string') {
    config.getString(key);
  } else if (isConfigObject(connection)) {
    const section = config.getConfig(key);
    for (const name of CONNECTION_STRINGS) check(() => section.getOptionalString(name));
    check(() => section.getOptionalNumber('port'));
  } else {
    const { key: fullKey, source } = locateConfigKey(config, key);
    throw new ConfigError(
      messages.invalidType(fullKey, source, describeValueType(connection), 'string or object'),
    );
  }
}

function checkReadingAllow(config: Config, check: Check): void {
  for (const rule of config.getOptionalConfigArray('backend.reading.allow') ?? []) {
    check(() => rule.getString('host'));
    check(() => rule.getOptionalStringArray('paths'));
  }
  check(() => config.getOptionalStringArray('backend.reading.protectedPaths'));
}
