import type { Config } from '../../config/Config';
import { integrationConfigError, quoteConfigValue } from './integrationConfigError';
import { isValidIntegrationHost } from './isValidIntegrationHost';

/**
 * The `host` of an entry, lower-cased, or `fallback` when the type has a default. A host that is
 * not `name[:port]` (a URL, a path) stops the start.
 */
export function readIntegrationHost(entry: Config, fallback?: string): string {
  const configured =
    fallback === undefined ? entry.getString('host') : entry.getOptionalString('host');
  return checkIntegrationHost(entry, 'host', (configured ?? fallback ?? '').toLowerCase());
}

/** `host` as derived from other keys (an endpoint, a region), checked the same way. */
export function checkIntegrationHost(entry: Config, key: string, host: string): string {
  if (!isValidIntegrationHost(host)) {
    throw integrationConfigError(
      entry,
      key,
      `invalid host ${quoteConfigValue(host)}, expected a host name or IP address with an optional port, without scheme or path`,
    );
  }
  return host;
}
