import type { Config } from '../../config/Config';
import { integrationConfigError, quoteConfigValue } from './integrationConfigError';

interface ReadIntegrationUrlOptions {
  /** Endpoints of object stores name a server, never a folder on it. */
  readonly withoutPath?: boolean;
}

/**
 * An http(s) URL at `key` of an entry, without trailing slashes (callers append paths to it), or
 * undefined when absent. Anything else stops the start, naming the key.
 */
export function readIntegrationUrl(
  entry: Config,
  key: string,
  options: ReadIntegrationUrlOptions = {},
): string | undefined {
  const value = entry.getOptionalString(key);
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.host) {
    throw integrationConfigError(entry, key, `${quoteConfigValue(value)} is not a valid URL`);
  }
  if (url.username || url.password) {
    throw integrationConfigError(
      entry,
      key,
      'the URL must not hold a user name or password; use the credential keys instead',
    );
  }
  if (options.withoutPath && (url.pathname !== '/' || url.search || url.hash)) {
    throw integrationConfigError(
      entry,
      key,
      `${quoteConfigValue(value)} must be a URL without a path, like https://storage.example.com`,
    );
  }
  return value.replace(/\/+$/, '');
}
