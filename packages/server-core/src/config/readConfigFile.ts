import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { ConfigError } from './ConfigError';
import { describeValueType } from './describeValueType';
import { isConfigObject } from './isConfigObject';
import type { ConfigLayer } from './mergeConfigLayers';
import { parseConfigYaml } from './parseConfigYaml';
import { resolveConfigData } from './resolveConfigData';
import type { EnvLookup } from './substituteEnvVars';

/**
 * Reads one app-config file into a merge layer named after the file (relative to `cwd`, the way
 * people typed it), with includes and `${VAR}`s already resolved. An empty file is an empty layer.
 */
export async function readConfigFile(
  file: string,
  options: { cwd: string; env: EnvLookup },
): Promise<ConfigLayer> {
  const path = resolve(options.cwd, file);
  const source = relative(options.cwd, path) || path;
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Unable to read config file '${source}': ${reason}`, { cause: error });
  }
  const parsed = parseConfigYaml(text, source) ?? {};
  if (!isConfigObject(parsed)) {
    throw new ConfigError(
      `Invalid config file '${source}': expected an object at the top, got ${describeValueType(parsed)}`,
    );
  }
  const data = await resolveConfigData(parsed, { file: path, cwd: options.cwd, env: options.env });
  return { data, source };
}
