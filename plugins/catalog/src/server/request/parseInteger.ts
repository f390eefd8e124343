import { InputError } from '@atrium/model';

/** A non-negative integer query parameter, or undefined when absent. */
export function parseInteger(
  value: string | string[] | undefined,
  name: string,
  bounds: { min?: number; max?: number } = {},
): number | undefined {
  if (value === undefined || value === '') return undefined;
  const raw = Array.isArray(value) ? value[value.length - 1] : value;
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) {
    throw new InputError(`Invalid ${name} '${String(raw)}': expected a non-negative integer`);
  }
  const parsed = Number(raw);
  if (bounds.min !== undefined && parsed < bounds.min) {
    throw new InputError(`Invalid ${name} ${parsed}: it must be at least ${bounds.min}`);
  }
  if (bounds.max !== undefined && parsed > bounds.max) {
    throw new InputError(`Invalid ${name} ${parsed}: at most ${bounds.max} is allowed`);
  }
  return parsed;
}
