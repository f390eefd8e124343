import { createConfig } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { readRenderLimits } from './readRenderLimits';

const read = (render: unknown) => readRenderLimits(createConfig({ scaffolder: { render } }));

describe('readRenderLimits', () => {
  it('reads a duration, a heap size and a process count', () => {
    expect(read({ timeout: '3s', maxMemoryMb: 64, workers: 2 })).toEqual({
      timeoutMs: 3000,
      maxMemoryMb: 64,
      workers: 2,
    });
    expect(read({ timeout: { milliseconds: 500 } }).timeoutMs).toBe(500);
    expect(readRenderLimits(createConfig({}))).toEqual({
      timeoutMs: undefined,
      maxMemoryMb: undefined,
      workers: undefined,
    });
  });

  it('refuses limits that would leave renders without one', () => {
    expect(() => read({ timeout: '0s' })).toThrow(
      'scaffolder.render.timeout must be longer than zero',
    );
    expect(() => read({ maxMemoryMb: 8 })).toThrow(
      'scaffolder.render.maxMemoryMb must be a whole number, 32 or more',
    );
    expect(() => read({ workers: 0 })).toThrow(
      'scaffolder.render.workers must be a whole number, 1 or more',
    );
    expect(() => read({ workers: 1.5 })).toThrow('scaffolder.render.workers');
  });
});
