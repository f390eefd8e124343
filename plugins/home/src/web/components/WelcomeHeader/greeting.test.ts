import { describe, expect, it } from 'vitest';
import { greetingFor, nameToGreet, readClocks } from './greeting';

describe('greetingFor', () => {
  it('greets by the local time of day', () => {
    expect(greetingFor(new Date(2026, 0, 5, 0, 0))).toBe('Good morning');
    expect(greetingFor(new Date(2026, 0, 5, 11, 59))).toBe('Good morning');
    expect(greetingFor(new Date(2026, 0, 5, 12, 0))).toBe('Good afternoon');
    expect(greetingFor(new Date(2026, 0, 5, 17, 59))).toBe('Good afternoon');
    expect(greetingFor(new Date(2026, 0, 5, 18, 0))).toBe('Good evening');
  });
});

describe('nameToGreet', () => {
  it("prefers the profile's name, then the user entity's, then none", () => {
    expect(nameToGreet(' Ada Lovelace ', 'user:default/ada')).toBe('Ada Lovelace');
    expect(nameToGreet(undefined, 'user:default/ada')).toBe('ada');
    expect(nameToGreet('', undefined)).toBe('there');
  });
});

describe('readClocks', () => {
  it('reads each clock in its time zone and leaves out unknown zones', () => {
    const now = new Date(Date.UTC(2026, 0, 5, 9, 30));
    const readings = readClocks(
      [
        { label: 'London', timeZone: 'Europe/London' },
        { label: 'Tokyo', timeZone: 'Asia/Tokyo' },
        { label: 'Mars', timeZone: 'Mars/Olympus_Mons' },
      ],
      now,
    );
    expect(readings.map(reading => reading.label)).toEqual(['London', 'Tokyo']);
    expect(readings[0]!.time).toMatch(/0?9.30/);
    expect(readings[1]!.time).toMatch(/(18|0?6).30/);
  });
});
