import { describe, expect, it } from 'vitest';
import { durationMs } from './durationMs';

describe('durationMs', () => {
  it('takes milliseconds as they are', () => {
    expect(durationMs(250, 'frequency')).toBe(250);
    expect(durationMs(0, 'initialDelay')).toBe(0);
  });

  it('adds up the units of an object', () => {
    expect(durationMs({ minutes: 5 }, 'frequency')).toBe(300_000);
    expect(durationMs({ hours: 1, seconds: 30 }, 'frequency')).toBe(3_630_000);
  });

  it('rejects what cannot be a duration, naming the option', () => {
    expect(() => durationMs(-1, 'timeout')).toThrow('timeout must be a finite, non-negative');
    expect(() => durationMs(Number.NaN, 'timeout')).toThrow('timeout must be');
    expect(() => durationMs({}, 'frequency')).toThrow('frequency needs at least one unit');
    expect(() => durationMs({ fortnights: 1 } as never, 'frequency')).toThrow(
      "frequency has an unknown unit 'fortnights'",
    );
  });
});
