import { configErrorMessages as messages } from './configErrorMessages';

/**
 * What is wrong with one configuration value, before its key is known: readers of plain values
 * (durations, numbers, schema leaves) answer this, and whoever knows the key words it. `at` names
 * a part below the value (`[2]`, `.minutes`) when the problem lies there.
 */
export type ConfigValueProblem = { at?: string } & (
  | { kind: 'missing' }
  | { kind: 'type'; got: string; wanted: string }
  | { kind: 'convert'; target: string; detail?: string }
  | { kind: 'value'; got: string; wanted: string }
);

/** The message of spec 001 §8 for a problem of the value at `key`, read from `source`. */
export function describeConfigProblem(
  key: string,
  source: string | undefined,
  problem: ConfigValueProblem,
): string {
  const fullKey = key + (problem.at ?? '');
  switch (problem.kind) {
    case 'missing':
      return messages.missing(fullKey);
    case 'type':
      return messages.invalidType(fullKey, source, problem.got, problem.wanted);
    case 'convert':
      return (
        messages.unableToConvert(fullKey, source, problem.target) +
        (problem.detail ? `; ${problem.detail}` : '')
      );
    case 'value':
      return messages.invalidValue(fullKey, source, problem.got, problem.wanted);
  }
}

const PROBLEM_KINDS = new Set(['missing', 'type', 'convert', 'value']);

/** Readers answer a value or a problem; a problem is an object with one of these kinds. */
export function isConfigValueProblem(value: unknown): value is ConfigValueProblem {
  return (
    typeof value === 'object' &&
    value !== null &&
    PROBLEM_KINDS.has(String((value as { kind?: unknown }).kind))
  );
}
