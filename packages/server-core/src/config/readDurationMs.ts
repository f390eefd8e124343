import type { Config } from './Config';
import { ConfigError } from './ConfigError';
import { describeConfigProblem } from './configValueProblem';
import { locateConfigKey } from './locateConfigKey';
import { readDurationValue } from './readDurationValue';

/**
 * Reads a duration in milliseconds (see readDurationValue for the accepted forms). Undefined when
 * absent.
 *
 * `false` is not a duration: keys where it means "disabled" (catalog.processingInterval) check
 * for it before calling this.
 */
export function readDurationMs(config: Config, key: string): number | undefined {
  const value = config.getOptional(key);
  if (value === undefined) return undefined;
  const ms = readDurationValue(value);
  if (typeof ms === 'number') return ms;
  const { key: fullKey, source } = locateConfigKey(config, key);
  throw new ConfigError(describeConfigProblem(fullKey, source, ms));
}
