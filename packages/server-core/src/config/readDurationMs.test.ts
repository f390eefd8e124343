import { describe, expect, it } from 'vitest';
import { createConfig } from './Config';
import { readDurationMs } from './readDurationMs';

const config = createConfig(
  {
    a: { minutes: 3 },
    b: { seconds: 100 },
    c: { hours: 1, minutes: 30, milliseconds: 5 },
    d: 'PT3M',
    e: '2h',
    f: { minutes: '3' },
    g: { minuts: 3 },
    h: {},
    i: 'soon',
    j: { minutes: 'three' },
    k: 180,
    l: { weeks: 1, days: 1, years: 1, months: 1 },
    sub: { interval: { seconds: 1 } },
  },
  { source: 'app-config.yaml' },
);

describe('readDurationMs', () => {
  it('reads duration objects', () => {
    expect(readDurationMs(config, 'a')).toBe(180_000);
    expect(readDurationMs(config, 'b')).toBe(100_000);
    expect(readDurationMs(config, 'c')).toBe(5_400_005);
    expect(readDurationMs(config, 'f')).toBe(180_000);
    expect(readDurationMs(config, 'l')).toBe((7 + 1 + 365 + 30) * 86_400_000);
  });

  it('reads ISO and short strings', () => {
    expect(readDurationMs(config, 'd')).toBe(180_000);
    expect(readDurationMs(config, 'e')).toBe(7_200_000);
  });

  it('is undefined when absent', () => {
    expect(readDurationMs(config, 'nope')).toBeUndefined();
  });

  it('reads through sub-views', () => {
    expect(readDurationMs(config.getConfig('sub'), 'interval')).toBe(1000);
  });

  it('rejects what is not a duration with the unable-to-convert message', () => {
    expect(() => readDurationMs(config, 'g')).toThrow(
      "Unable to convert config value for key 'g' in 'app-config.yaml' to a duration; unknown property 'minuts'",
    );
    expect(() => readDurationMs(config, 'h')).toThrow(
      "Unable to convert config value for key 'h' in 'app-config.yaml' to a duration; needs one or more of",
    );
    expect(() => readDurationMs(config, 'i')).toThrow(
      "Unable to convert config value for key 'i' in 'app-config.yaml' to a duration",
    );
    expect(() => readDurationMs(config, 'j')).toThrow(
      "Unable to convert config value for key 'j.minutes' in 'app-config.yaml' to a number",
    );
    expect(() => readDurationMs(config.getConfig('sub'), 'nope.x')).not.toThrow();
  });

  it('rejects other types with the invalid-type message', () => {
    expect(() => readDurationMs(config, 'k')).toThrow(
      "Invalid type in config for key 'k' in 'app-config.yaml', got number, wanted duration object or string",
    );
  });
});
