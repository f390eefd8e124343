import path from 'node:path';
import {
  ConfigError,
  configErrorMessages,
  locateConfigKey,
  type Config,
} from '@atrium/server-core';
import { createLocalDocsStorage } from './createLocalDocsStorage';
import { createS3DocsStorage } from './createS3DocsStorage';
import type { DocsStorage } from './DocsStorage';
import { s3DocsStorageOptionsFromConfig } from './s3DocsStorageOptionsFromConfig';

export interface DocsStorageFromConfigOptions {
  /** Where `local` keeps sites when `techdocs.publisher.local.publishDirectory` is not set. */
  defaultDirectory: string;
  /** For the AWS credential variables; `process.env` by default. */
  env?: NodeJS.ProcessEnv;
  /** What a relative `publishDirectory` is resolved against; the process's by default. */
  cwd?: string;
}

const PUBLISHER_TYPES = ['local', 'awsS3'] as const;

/**
 * The store `techdocs.publisher` names: `local` (the default) or `awsS3`. Any other type is a
 * start-up error rather than a silent fall back to local, which would lose the published sites.
 */
export function createDocsStorageFromConfig(
  config: Config,
  options: DocsStorageFromConfigOptions,
): DocsStorage {
  const type = config.getOptionalString('techdocs.publisher.type') ?? 'local';
  if (type === 'local') {
    const directory =
      config.getOptionalString('techdocs.publisher.local.publishDirectory') ??
      options.defaultDirectory;
    return createLocalDocsStorage({
      directory: path.resolve(options.cwd ?? process.cwd(), directory),
    });
  }
  if (type === 'awsS3') {
    return createS3DocsStorage(s3DocsStorageOptionsFromConfig(config, options.env ?? process.env));
  }
  const { key, source } = locateConfigKey(config, 'techdocs.publisher.type');
  const allowed = PUBLISHER_TYPES.map(name => `'${name}'`).join(' or ');
  throw new ConfigError(configErrorMessages.invalidValue(key, source, `'${type}'`, allowed));
}
