import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('picks the largest unit that fits', () => {
    expect(formatRelativeTime(new Date(now - 30_000), now)).toBe('30 seconds ago');
    expect(formatRelativeTime(new Date(now - 5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(now - 3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date(now - 24 * 3_600_000), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date(now - 14 * 24 * 3_600_000), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(new Date(now), now)).toBe('now');
  });
});
