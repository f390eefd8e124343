import { readDurationMs, type Config } from '@atrium/server-core';

/** `scaffolder.render`: the limits every template render runs under. */
export interface RenderLimits {
  readonly timeoutMs?: number;
  readonly maxMemoryMb?: number;
  readonly workers?: number;
}

// Below this a render process cannot hold nunjucks and a template at all.
const MIN_MEMORY_MB = 32;

function positiveInteger(config: Config, key: string, min: number): number | undefined {
  const value = config.getOptionalNumber(key);
  if (value !== undefined && (!Number.isInteger(value) || value < min)) {
    throw new Error(`${key} must be a whole number, ${min} or more`);
  }
  return value;
}

/** Reads the limits, refusing to start on a value that would leave renders without one. */
export function readRenderLimits(config: Config): RenderLimits {
  const timeoutMs = readDurationMs(config, 'scaffolder.render.timeout');
  if (timeoutMs !== undefined && timeoutMs <= 0) {
    throw new Error('scaffolder.render.timeout must be longer than zero');
  }
  return {
    timeoutMs,
    maxMemoryMb: positiveInteger(config, 'scaffolder.render.maxMemoryMb', MIN_MEMORY_MB),
    workers: positiveInteger(config, 'scaffolder.render.workers', 1),
  };
}
