import {
  DEFAULT_READ_MAX_BYTES,
  createUrlReader,
  readingRulesFromConfig,
  type Config,
  type UrlReader,
} from '@atrium/server-core';
import { createCatalogRules } from './catalogRules';
import type { ProcessSourceDeps } from './processSource';

/** What reading sources needs, from configuration: the same in the plugin and in its worker. */
export function createProcessSourceDeps(
  config: Config,
  workingDirectory: string,
  reader?: UrlReader,
): ProcessSourceDeps {
  const maxBytes = config.getOptionalNumber('backend.reading.maxBytes') ?? DEFAULT_READ_MAX_BYTES;
  return {
    reader:
      reader ??
      createUrlReader({
        allow: readingRulesFromConfig(config),
        timeoutMs: config.getOptionalNumber('backend.reading.timeoutMs'),
        maxBytes,
      }),
    rules: createCatalogRules(config, workingDirectory),
    fileRoots: config.getOptionalStringArray('catalog.fileLocationRoots') ?? [workingDirectory],
    maxBytes,
  };
}
