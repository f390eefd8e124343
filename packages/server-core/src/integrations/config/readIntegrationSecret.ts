import type { Config } from '../../config/Config';
import { integrationConfigError } from './integrationConfigError';

/** A secret at `key`, trimmed: values read with `$file` often end with a newline. */
export function readIntegrationSecret(entry: Config, key: string): string | undefined {
  const value = entry.getOptionalString(key)?.trim();
  return value === '' ? undefined : value;
}

/** A secret the entry cannot do without; a missing or blank one stops the start. */
export function readRequiredIntegrationSecret(entry: Config, key: string): string {
  const value = entry.getString(key).trim();
  if (value === '') throw integrationConfigError(entry, key, 'must not be blank');
  return value;
}
