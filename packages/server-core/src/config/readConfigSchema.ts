import type { Config } from './Config';
import { configProblemOf, type ConfigSchema } from './configSchema';
import { describeConfigProblem } from './configValueProblem';
import { locateConfigKey } from './locateConfigKey';

/** `a.b[2].c` from a schema issue's path. */
function keyOf(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

export interface ConfigProblem {
  key: string;
  message: string;
}

/**
 * Reads the whole configuration with a schema made of configSchema values: the parsed value, or
 * one message per problem (spec 001 §8 wording, naming the key and its file), in schema order.
 */
export function readConfigSchema<T>(
  config: Config,
  schema: ConfigSchema<T>,
): { value: T; problems?: never } | { value?: never; problems: ConfigProblem[] } {
  const parsed = schema.safeParse(config.getOptional() ?? {});
  if (parsed.success) return { value: parsed.data };
  return {
    problems: parsed.error.issues.map(issue => {
      const key = keyOf(issue.path);
      const problem = configProblemOf(issue);
      if (!problem) return { key, message: `Invalid config at '${key}': ${issue.message}` };
      const source = problem.kind === 'missing' ? undefined : locateConfigKey(config, key).source;
      return { key, message: describeConfigProblem(key, source, problem) };
    }),
  };
}
