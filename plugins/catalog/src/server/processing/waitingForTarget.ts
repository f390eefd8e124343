import type { EntityStatusItem } from '@atrium/model';
import { PROCESSING_ERROR_TYPE } from './processingError';

/**
 * The status item of an optional location whose target does not exist yet (the catalog file of
 * a pull request not merged): information, not an error, so the location does not show as broken.
 */
export function waitingForTarget(target: string, intervalMs: number | undefined): EntityStatusItem {
  const when =
    intervalMs === undefined ? 'when it is refreshed' : `every ${describeInterval(intervalMs)}`;
  return {
    type: PROCESSING_ERROR_TYPE,
    level: 'info',
    message: `Waiting for ${target} to exist; it is read again ${when}`,
  };
}

/** `100 seconds`, `30 minutes`, `1 hour`: the largest whole unit. */
function describeInterval(ms: number): string {
  const units: Array<[string, number]> = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1000],
  ];
  for (const [unit, size] of units) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return ms >= 1000 ? `${Math.round(ms / 1000)} seconds` : `${ms} ms`;
}
