import {
  ConfigError,
  configErrorMessages,
  locateConfigKey,
  readDurationMs,
  type Config,
} from '@atrium/server-core';

/** How much one source or entity may cost the catalog, from `catalog.*` (see the README). */
export interface ProcessingOptions {
  /** Bytes of JSON an entity may have (`catalog.maxEntitySize`). */
  maxEntitySize: number;
  /** Reads in flight to one host at a time (`catalog.readsPerHost`). */
  readsPerHost: number;
  /** How long reading and processing one file or URL may take (`catalog.processingTimeout`). */
  processingTimeoutMs: number;
}

/** 1 MiB: far above any hand-written entity, far below what makes a page of them unusable. */
export const DEFAULT_MAX_ENTITY_SIZE = 1_048_576;
/** Enough to keep a host's files flowing, few enough that no host is hammered. */
export const DEFAULT_READS_PER_HOST = 4;
/**
 * Twice the default timeout of one URL read (`backend.reading.timeoutMs`): a file whose own read
 * and placeholders each answer in time still gets done, one that keeps reading hanging URLs not.
 */
export const DEFAULT_PROCESSING_TIMEOUT_MS = 60_000;

export function readProcessingOptions(config: Config): ProcessingOptions {
  return {
    maxEntitySize: readPositiveInteger(config, 'catalog.maxEntitySize') ?? DEFAULT_MAX_ENTITY_SIZE,
    readsPerHost: readPositiveInteger(config, 'catalog.readsPerHost') ?? DEFAULT_READS_PER_HOST,
    processingTimeoutMs: readPositiveDuration(config, 'catalog.processingTimeout'),
  };
}

function readPositiveInteger(config: Config, key: string): number | undefined {
  const value = config.getOptionalNumber(key);
  if (value === undefined || (Number.isInteger(value) && value > 0)) return value;
  throw invalid(config, key, String(value), 'a whole number above 0');
}

function readPositiveDuration(config: Config, key: string): number {
  const value = readDurationMs(config, key);
  if (value === undefined) return DEFAULT_PROCESSING_TIMEOUT_MS;
  if (value > 0) return value;
  throw invalid(config, key, `${value} ms`, 'a duration above 0');
}

function invalid(config: Config, key: string, got: string, wanted: string): ConfigError {
  const { key: fullKey, source } = locateConfigKey(config, key);
  return new ConfigError(configErrorMessages.invalidValue(fullKey, source, got, wanted));
}
