import { z } from 'zod';
import { isConfigValueProblem, type ConfigValueProblem } from './configValueProblem';
import { describeValueType } from './describeValueType';
import { isConfigObject } from './isConfigObject';
import { readBooleanValue } from './readBooleanValue';
import { readDurationValue } from './readDurationValue';
import { readNumberValue } from './readNumberValue';

/**
 * Schemas for a plugin's configuration. Each value is read the way the Config getters read it
 * (numbers and booleans also from strings, since environment variables are strings) and each
 * failure carries a ConfigValueProblem, so the start reports it in the wording of spec 001 §8
 * with the key and file (see readConfigSchema). Absent and `null` values are the same.
 */
export type ConfigSchema<T> = z.ZodType<T, unknown>;

const PROBLEM = 'atriumConfigProblem';

function report(context: z.RefinementCtx, problem: ConfigValueProblem): never {
  context.addIssue({ code: 'custom', message: problem.kind, params: { [PROBLEM]: problem } });
  return z.NEVER;
}

/** A value read by `read`, which answers it or what is wrong with it. */
function configValue<T>(read: (value: unknown) => T | ConfigValueProblem) {
  return z.unknown().transform((value, context): T => {
    const result: T | ConfigValueProblem = value == null ? { kind: 'missing' } : read(value);
    return isConfigValueProblem(result) ? report(context, result) : result;
  });
}

const typeProblem = (value: unknown, wanted: string): ConfigValueProblem => ({
  kind: 'type',
  got: describeValueType(value),
  wanted,
});

/** Reads `value` with a section's schema; its problems keep their paths below the section. */
function readNested<T>(schema: z.ZodType<T>, value: unknown, context: z.RefinementCtx): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({ ...issue, code: 'custom', path: issue.path } as z.core.$ZodRawIssue);
  }
  return z.NEVER;
}

export const configSchema = {
  /** A value of the plugin's own kind: `read` answers it or a ConfigValueProblem. */
  value: configValue,
  /** A non-empty string. */
  string: () =>
    configValue(value =>
      typeof value === 'string' && value !== '' ? value : typeProblem(value, 'string'),
    ),
  number: () => configValue(readNumberValue),
  boolean: () => configValue(readBooleanValue),
  /** Non-empty strings. */
  stringArray: () =>
    configValue((value): string[] | ConfigValueProblem => {
      if (!Array.isArray(value)) return typeProblem(value, 'string-array');
      const bad = value.findIndex(item => typeof item !== 'string' || item === '');
      if (bad === -1) return value as string[];
      return { ...typeProblem(value[bad], 'string'), at: `[${bad}]` };
    }),
  /** A duration in milliseconds, in any form readDurationMs accepts. */
  duration: () => configValue(readDurationValue),
  /** One of a few strings. */
  oneOf: <const T extends string>(allowed: readonly T[]) =>
    configValue((value): T | ConfigValueProblem => {
      if (typeof value !== 'string' || value === '') return typeProblem(value, 'string');
      if ((allowed as readonly string[]).includes(value)) return value as T;
      const wanted = `one of ${allowed.map(item => `'${item}'`).join(', ')}`;
      return { kind: 'value', got: `'${value}'`, wanted };
    }),
  /** A section: its keys' schemas; keys it does not name are left to whoever reads them. */
  object: <Shape extends z.ZodRawShape>(shape: Shape) => {
    const section = z.looseObject(shape);
    return z.unknown().transform((value, context): z.output<typeof section> => {
      if (value == null || !isConfigObject(value)) {
        return report(context, value == null ? { kind: 'missing' } : typeProblem(value, 'object'));
      }
      return readNested(section, value, context);
    });
  },
  /** A list of sections. */
  objectArray: <Shape extends z.ZodRawShape>(shape: Shape) => {
    const section = z.looseObject(shape);
    return z.unknown().transform((value, context): Array<z.output<typeof section>> => {
      if (value == null || !Array.isArray(value)) {
        return report(
          context,
          value == null ? { kind: 'missing' } : typeProblem(value, 'object-array'),
        );
      }
      const list = z.array(
        z.unknown().transform((item, itemContext) => {
          if (isConfigObject(item)) return readNested(section, item, itemContext);
          return report(itemContext, typeProblem(item, 'object'));
        }),
      );
      return readNested(list, value, context);
    });
  },
};

/** The problem a configSchema value reported, if the issue is one of theirs. */
export function configProblemOf(issue: z.core.$ZodIssue): ConfigValueProblem | undefined {
  const problem = (issue as { params?: Record<string, unknown> }).params?.[PROBLEM];
  return isConfigValueProblem(problem) ? problem : undefined;
}
