import { describe, expect, it } from 'vitest';
import { formatDuration, formatRelativeTime } from './formatDuration';

describe('formatDuration', () => {
  it('shows seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(999)).toBe('0s');
    expect(formatDuration(42_000)).toBe('42s');
    expect(formatDuration(185_000)).toBe('3m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
  });

  it('never shows a negative duration when clocks disagree', () => {
    expect(formatDuration(-5000)).toBe('0s');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('picks the largest unit that fits', () => {
    expect(formatRelativeTime(new Date(now - 5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(now - 3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date(now - 24 * 3_600_000), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date(now), now)).toBe('now');
  });
});
