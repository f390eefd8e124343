import type { JsonValue } from '@atrium/model';

/**
 * Freezes a value and everything inside it. A Config is shared by every plugin; freezing makes a
 * plugin that edits what `get()` returned fail loudly instead of changing it for the others.
 */
export function freezeConfigData<T extends JsonValue | undefined>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) freezeConfigData(child);
    Object.freeze(value);
  }
  return value;
}
