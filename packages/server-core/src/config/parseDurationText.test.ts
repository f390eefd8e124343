import { describe, expect, it } from 'vitest';
import { parseDurationText } from './parseDurationText';

describe('parseDurationText', () => {
  it('reads ISO-8601 durations', () => {
    expect(parseDurationText('PT3M')).toBe(180_000);
    expect(parseDurationText('P1DT1H30M')).toBe(86_400_000 + 5_400_000);
    expect(parseDurationText('PT0.5S')).toBe(500);
    expect(parseDurationText('P1W')).toBe(604_800_000);
  });

  it('reads short forms', () => {
    expect(parseDurationText('3m')).toBe(180_000);
    expect(parseDurationText('100s')).toBe(100_000);
    expect(parseDurationText('2h')).toBe(7_200_000);
    expect(parseDurationText('1.5 hours')).toBe(5_400_000);
    expect(parseDurationText('250')).toBe(250);
    expect(parseDurationText('1d')).toBe(86_400_000);
  });

  it('rejects anything else', () => {
    for (const text of ['', 'P', 'PT', 'soon', '3 fortnights', '-5m', '1h30m', 'PT3X']) {
      expect(parseDurationText(text)).toBeUndefined();
    }
  });
});
