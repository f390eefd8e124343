/** Sources are per registered location, so one file reached twice is two sources (see tables.ts). */
export function sourceKeyFor(locationId: string, type: string, target: string): string {
  return `${locationId}|${type}:${target}`;
}

/** The pseudo-source that holds a registered location's generated Location entity. */
export function registrationSourceKey(locationId: string): string {
  return `${locationId}|registered`;
}
