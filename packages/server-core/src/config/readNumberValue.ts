import type { ConfigValueProblem } from './configValueProblem';
import { describeValueType } from './describeValueType';

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A number, or a string that is one (environment variables are strings); else the problem. */
export function readNumberValue(value: unknown): number | ConfigValueProblem {
  if (typeof value === 'number' && !Number.isNaN(value)) return value;
  if (typeof value !== 'string') {
    return { kind: 'type', got: describeValueType(value), wanted: 'number' };
  }
  const text = value.trim();
  if (!NUMBER_TEXT.test(text)) return { kind: 'convert', target: 'number' };
  return Number(text);
}
