import type { Config } from '../config/Config';
import { ConfigError } from '../config/ConfigError';
import { readConfigSchema, type ConfigProblem } from '../config/readConfigSchema';
import { validateCoreConfig } from '../config/validateCoreConfig';
import type { PluginDefinition } from './definePlugin';

/**
 * Each plugin's keys read with its `config` schema. Problems of every plugin are gathered; a
 * plugin's come together, and the plugins in the order their sections appear in the configuration,
 * which is where a person reading the list looks next.
 */
function readEachPlugin(config: Config, plugins: readonly PluginDefinition[]) {
  const values = new Map<string, unknown>();
  const failed: ConfigProblem[][] = [];
  for (const plugin of plugins) {
    if (!plugin.config) continue;
    const read = readConfigSchema(config, plugin.config);
    if (read.problems) failed.push(read.problems);
    else values.set(plugin.id, read.value);
  }
  const sections = Object.keys((config.getOptional() ?? {}) as object);
  const position = (problems: ConfigProblem[]) => {
    const index = sections.indexOf(/^[^.[]*/.exec(problems[0]?.key ?? '')![0]);
    return index === -1 ? sections.length : index;
  };
  failed.sort((a, b) => position(a) - position(b));
  return { values, problems: failed.flat().map(problem => problem.message) };
}

/** The parsed configuration of every plugin that declares a schema, by plugin id. */
export function readPluginConfigs(
  config: Config,
  plugins: readonly PluginDefinition[],
): Map<string, unknown> {
  const { values, problems } = readEachPlugin(config, plugins);
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
  return values;
}

/**
 * Checks the whole configuration at start, the core's keys and every plugin's, so a typo fails
 * the boot with all problems listed, one per line, rather than one at a time.
 */
export function validateConfig(config: Config, plugins: readonly PluginDefinition[]): void {
  const problems: string[] = [];
  try {
    validateCoreConfig(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  problems.push(...readEachPlugin(config, plugins).problems);
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
}
