import { parseEntityRef } from '@atrium/model';

/** 'Good morning' before noon, 'Good afternoon' until six, then 'Good evening'; local time. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The profile's display name, else the user entity's name, else a plain 'there'. */
export function nameToGreet(profileName: string | undefined, userEntityRef: string | undefined) {
  if (profileName?.trim()) return profileName.trim();
  if (userEntityRef) {
    try {
      return parseEntityRef(userEntityRef).name;
    } catch {
      // Not a ref: greet without a name.
    }
  }
  return 'there';
}

export interface ClockReading {
  label: string;
  time: string;
}

/** Each clock's time now, as hours and minutes; clocks with an unknown time zone are left out. */
export function readClocks(
  clocks: ReadonlyArray<{ label: string; timeZone: string }>,
  now: Date,
): ClockReading[] {
  return clocks.flatMap(clock => {
    try {
      const format = new Intl.DateTimeFormat(undefined, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: clock.timeZone,
      });
      return [{ label: clock.label, time: format.format(now) }];
    } catch {
      // Intl throws a RangeError for a time zone it does not know.
      return [];
    }
  });
}
