const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds per unit. Months and years are calendar-free (30 and 365 days), as in Backstage. */
export const DURATION_UNIT_MS = {
  years: 365 * DAY,
  months: 30 * DAY,
  weeks: 7 * DAY,
  days: DAY,
  hours: HOUR,
  minutes: MINUTE,
  seconds: SECOND,
  milliseconds: 1,
} as const;

const NUM = '(\\d+(?:[.,]\\d+)?)';
const ISO = new RegExp(
  `^P(?:${NUM}Y)?(?:${NUM}M)?(?:${NUM}W)?(?:${NUM}D)?(?:T(?:${NUM}H)?(?:${NUM}M)?(?:${NUM}S)?)?$`,
  'i',
);
const ISO_UNITS = [
  DURATION_UNIT_MS.years,
  DURATION_UNIT_MS.months,
  DURATION_UNIT_MS.weeks,
  DURATION_UNIT_MS.days,
  DURATION_UNIT_MS.hours,
  DURATION_UNIT_MS.minutes,
  DURATION_UNIT_MS.seconds,
];

// The short forms of the `ms` package ('100ms', '3m', '2 hours'), which Backstage also accepts.
const SHORT = /^(\d+(?:\.\d+)?|\.\d+) *([a-z]*)$/i;
const SHORT_UNITS: Record<string, number> = {
  ...unitAliases(['ms', 'msec', 'msecs', 'millisecond', 'milliseconds'], 1),
  ...unitAliases(['s', 'sec', 'secs', 'second', 'seconds'], SECOND),
  ...unitAliases(['m', 'min', 'mins', 'minute', 'minutes'], MINUTE),
  ...unitAliases(['h', 'hr', 'hrs', 'hour', 'hours'], HOUR),
  ...unitAliases(['d', 'day', 'days'], DAY),
  ...unitAliases(['w', 'week', 'weeks'], 7 * DAY),
  ...unitAliases(['y', 'yr', 'yrs', 'year', 'years'], 365 * DAY),
};

/**
 * Milliseconds in an ISO-8601 duration ('PT3M', 'P1DT12H') or a short form ('3m', '100s', '2h';
 * a bare number is milliseconds). Undefined when the text is neither.
 */
export function parseDurationText(text: string): number | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso !== null) {
    const values = iso.slice(1);
    if (values.every(value => value === undefined) || /T$/i.test(trimmed)) return undefined;
    return values.reduce(
      (total, value, index) =>
        total +
        (value === undefined ? 0 : Number(value.replace(',', '.')) * (ISO_UNITS[index] ?? 0)),
      0,
    );
  }
  const short = SHORT.exec(trimmed);
  if (short === null) return undefined;
  const unit = SHORT_UNITS[(short[2] ?? '').toLowerCase() || 'ms'];
  return unit === undefined ? undefined : Number(short[1]) * unit;
}

function unitAliases(names: string[], ms: number): Record<string, number> {
  return Object.fromEntries(names.map(name => [name, ms]));
}
