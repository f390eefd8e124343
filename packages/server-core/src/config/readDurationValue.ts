import type { ConfigValueProblem } from './configValueProblem';
import { describeValueType } from './describeValueType';
import { isConfigObject } from './isConfigObject';
import { DURATION_UNIT_MS, parseDurationText } from './parseDurationText';
import { readNumberValue } from './readNumberValue';

const UNITS = Object.keys(DURATION_UNIT_MS) as (keyof typeof DURATION_UNIT_MS)[];
const UNIT_LIST = UNITS.map(unit => `'${unit}'`).join(', ');

/**
 * A duration in milliseconds from the forms Backstage configs use: an object like `{ minutes: 3 }`
 * (any of years, months, weeks, days, hours, minutes, seconds, milliseconds), an ISO-8601 string
 * ('PT3M') or a short string ('3m', '100s', '2h'); otherwise what is wrong with it.
 */
export function readDurationValue(value: unknown): number | ConfigValueProblem {
  const unableToConvert = (detail?: string): ConfigValueProblem => ({
    kind: 'convert',
    target: 'duration',
    detail,
  });
  if (typeof value === 'string') return parseDurationText(value) ?? unableToConvert();
  if (!isConfigObject(value)) {
    return { kind: 'type', got: describeValueType(value), wanted: 'duration object or string' };
  }
  const keys = Object.keys(value).filter(name => value[name] != null);
  const unknown = keys.find(name => !(UNITS as string[]).includes(name));
  if (unknown !== undefined) {
    return unableToConvert(`unknown property '${unknown}', expected one or more of ${UNIT_LIST}`);
  }
  if (keys.length === 0) return unableToConvert(`needs one or more of ${UNIT_LIST}`);
  let total = 0;
  for (const unit of UNITS) {
    if (value[unit] == null) continue;
    const amount = readNumberValue(value[unit]);
    if (typeof amount !== 'number') return { ...amount, at: `.${unit}` };
    if (amount < 0) return unableToConvert(`'${unit}' must not be negative`);
    total += amount * DURATION_UNIT_MS[unit];
  }
  return total;
}
