/** Spec 000 §9: the cron shortcuts a cron job's schedule may use, as five-field expressions. */
export const CRON_SHORTCUTS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** A schedule with its shortcut expanded; any other schedule comes back as it was. */
export function expandCronShortcut(schedule: string): string {
  const key = schedule.trim().toLowerCase();
  return Object.hasOwn(CRON_SHORTCUTS, key) ? (CRON_SHORTCUTS[key] ?? schedule) : schedule;
}
