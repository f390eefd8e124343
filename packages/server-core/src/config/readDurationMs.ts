import type { Config } from './Config';
import { ConfigError } from './ConfigError';
import { configErrorMessages as messages } from './configErrorMessages';
import { describeValueType } from './describeValueType';
import { isConfigObject } from './isConfigObject';
import { locateConfigKey } from './locateConfigKey';
import { DURATION_UNIT_MS, parseDurationText } from './parseDurationText';

const UNITS = Object.keys(DURATION_UNIT_MS) as (keyof typeof DURATION_UNIT_MS)[];
const UNIT_LIST = UNITS.map(unit => `'${unit}'`).join(', ');

/**
 * Reads a duration in milliseconds, accepting the forms Backstage configs use: an object like
 * `{ minutes: 3 }` (any of years, months, weeks, days, hours, minutes, seconds, milliseconds),
 * an ISO-8601 string ('PT3M') or a short string ('3m', '100s', '2h'). Undefined when absent.
 *
 * `false` is not a duration: keys where it means "disabled" (catalog.processingInterval) check
 * for it before calling this.
 */
export function readDurationMs(config: Config, key: string): number | undefined {
  const value = config.getOptional(key);
  if (value === undefined) return undefined;
  const { key: fullKey, source } = locateConfigKey(config, key);
  const unableToConvert = (reason?: string) =>
    new ConfigError(
      messages.unableToConvert(fullKey, source, 'duration') + (reason ? `; ${reason}` : ''),
    );

  if (typeof value === 'string') {
    const ms = parseDurationText(value);
    if (ms === undefined) throw unableToConvert();
    return ms;
  }
  if (!isConfigObject(value)) {
    throw new ConfigError(
      messages.invalidType(fullKey, source, describeValueType(value), 'duration object or string'),
    );
  }

  const section = config.getConfig(key);
  const keys = section.keys();
  const unknown = keys.find(name => !(UNITS as string[]).includes(name));
  if (unknown !== undefined) {
    throw unableToConvert(`unknown property '${unknown}', expected one or more of ${UNIT_LIST}`);
  }
  if (keys.length === 0) throw unableToConvert(`needs one or more of ${UNIT_LIST}`);
  let total = 0;
  for (const unit of UNITS) {
    const amount = section.getOptionalNumber(unit);
    if (amount === undefined) continue;
    if (amount < 0) throw unableToConvert(`'${unit}' must not be negative`);
    total += amount * DURATION_UNIT_MS[unit];
  }
  return total;
}
