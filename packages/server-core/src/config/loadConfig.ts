import { type Config, createConfig } from './Config';
import { findConfigFiles } from './findConfigFiles';
import { type ConfigLayer, mergeConfigLayers } from './mergeConfigLayers';
import { normalizeConfigData } from './normalizeConfigData';
import { readConfigFile } from './readConfigFile';
import { readEnvConfig } from './readEnvConfig';
import type { EnvLookup } from './substituteEnvVars';

export interface LoadConfigOptions {
  /** Where app-config.yaml is looked for and `--config` paths start. */
  cwd: string;
  /** Command-line arguments to take `--config` from; pass `process.argv` in the server. */
  argv?: readonly string[];
  /** Variables for `${VAR}`, `$env` and `APP_CONFIG_`; defaults to `process.env`. */
  env?: Record<string, string | undefined>;
  /** The lowest-priority layer, usually `defaultConfig`. */
  defaults?: object;
}

export interface LoadedConfig {
  config: Config;
  /** Absolute paths of the config files read, lowest priority first. */
  files: string[];
}

/**
 * Loads configuration the way Backstage does, so existing app-config files work unchanged. Layers,
 * later winning: `defaults`, the config files (see findConfigFiles), then `APP_CONFIG_` variables.
 * Objects merge key by key; arrays and scalars replace.
 */
export async function loadConfig(options: LoadConfigOptions): Promise<LoadedConfig> {
  const env = options.env ?? process.env;
  // Trimmed like Backstage: a secret pasted with a trailing newline should still work.
  const lookup: EnvLookup = name => env[name]?.trim();
  const files = await findConfigFiles({ cwd: options.cwd, argv: options.argv ?? [], env });

  const layers: ConfigLayer[] = [];
  if (options.defaults !== undefined) {
    layers.push({ data: normalizeConfigData(options.defaults), source: 'defaults' });
  }
  for (const file of files) {
    layers.push(await readConfigFile(file, { cwd: options.cwd, env: lookup }));
  }
  const envData = readEnvConfig(env);
  if (envData !== undefined) layers.push({ data: envData, source: 'env' });

  const { data, sources } = mergeConfigLayers(layers);
  return { config: createConfig(data, { sources }), files };
}
