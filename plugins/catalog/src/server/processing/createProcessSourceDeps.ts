import {
  DEFAULT_READ_MAX_BYTES,
  type Config,
  type ProtectedPaths,
  type UrlReader,
} from '@atrium/server-core';
import { createCatalogRules } from './catalogRules';
import type { ProcessSourceDeps } from './processSource';
import type { ProcessingOptions } from './readProcessingOptions';

/** What reading sources needs: the server's URL reader, the catalog rules and size limits. */
export function createProcessSourceDeps(
  config: Config,
  workingDirectory: string,
  reader: UrlReader,
  protectedPaths: ProtectedPaths,
  limits: Pick<ProcessingOptions, 'maxEntitySize'>,
): ProcessSourceDeps {
  return {
    reader,
    protectedPaths,
    rules: createCatalogRules(config, workingDirectory),
    fileRoots: config.getOptionalStringArray('catalog.fileLocationRoots') ?? [workingDirectory],
    maxBytes: config.getOptionalNumber('backend.reading.maxBytes') ?? DEFAULT_READ_MAX_BYTES,
    maxEntitySize: limits.maxEntitySize,
  };
}
