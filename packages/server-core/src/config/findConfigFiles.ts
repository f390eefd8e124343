import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError } from './ConfigError';
import { parseConfigArgs } from './parseConfigArgs';

export interface FindConfigFilesOptions {
  cwd: string;
  argv: readonly string[];
  env: Record<string, string | undefined>;
}

/**
 * The config files to read, lowest priority first, as absolute paths. Follows Backstage: when any
 * `--config` is given only those files are read, in order, and each must exist; otherwise
 * app-config.yaml and app-config.local.yaml in `cwd`, whichever exist, with
 * app-config.<BACKSTAGE_ENV>.yaml and app-config.<BACKSTAGE_ENV>.local.yaml after each when that
 * variable is set.
 */
export async function findConfigFiles(options: FindConfigFilesOptions): Promise<string[]> {
  const targets = parseConfigArgs(options.argv);
  if (targets.length > 0) {
    const files: string[] = [];
    for (const target of targets) {
      if (/^https?:\/\//i.test(target)) {
        throw new ConfigError(
          `Config file '${target}' given with --config: URLs are not supported`,
        );
      }
      const file = resolve(options.cwd, target);
      if (!(await isFile(file))) {
        throw new ConfigError(`Config file '${target}' given with --config does not exist`);
      }
      files.push(file);
    }
    return files;
  }

  const envName = options.env['BACKSTAGE_ENV']?.trim();
  const names = envName ? ['app-config.yaml', `app-config.${envName}.yaml`] : ['app-config.yaml'];
  names.push('app-config.local.yaml');
  if (envName) names.push(`app-config.${envName}.local.yaml`);

  const files: string[] = [];
  for (const name of names) {
    const file = resolve(options.cwd, name);
    if (await isFile(file)) files.push(file);
  }
  return files;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
