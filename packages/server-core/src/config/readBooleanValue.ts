import type { ConfigValueProblem } from './configValueProblem';
import { describeValueType } from './describeValueType';

/** A boolean, or the string 'true' or 'false' in any case (environment variables are strings). */
export function readBooleanValue(value: unknown): boolean | ConfigValueProblem {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') {
    return { kind: 'type', got: describeValueType(value), wanted: 'boolean' };
  }
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === 'false') return text === 'true';
  return { kind: 'convert', target: 'boolean' };
}
