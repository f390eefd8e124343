import { DURATION_UNIT_MS } from '../config/parseDurationText';

/** Milliseconds, or an object of units such as `{ minutes: 5 }` or `{ hours: 1, minutes: 30 }`. */
export type Duration = number | Partial<Record<keyof typeof DURATION_UNIT_MS, number>>;

/** The duration in milliseconds; throws on a negative, non-finite or empty one (a setup mistake). */
export function durationMs(duration: Duration, name: string): number {
  const ms =
    typeof duration === 'number'
      ? duration
      : Object.entries(duration).reduce((total, [unit, amount]) => {
          const unitMs = (DURATION_UNIT_MS as Record<string, number>)[unit];
          if (unitMs === undefined) throw new TypeError(`${name} has an unknown unit '${unit}'`);
          return total + (amount ?? 0) * unitMs;
        }, 0);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new TypeError(`${name} must be a finite, non-negative duration`);
  }
  if (typeof duration === 'object' && Object.keys(duration).length === 0) {
    throw new TypeError(`${name} needs at least one unit`);
  }
  return ms;
}
