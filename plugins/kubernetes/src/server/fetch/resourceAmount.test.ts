import { describe, expect, it } from 'vitest';
import { addAmounts, amountOf, amountToJson } from './resourceAmount';

const json = (quantity: string | undefined) => amountToJson(amountOf(quantity));

describe('resource amounts', () => {
  it('reads fractions and plain numbers as numbers: CPU in cores', () => {
    expect(json('250m')).toBe(0.25);
    expect(json('97312443n')).toBe(0.097312443);
    expect(json('15u')).toBe(0.000015);
    expect(json('1')).toBe(1);
    expect(json('0.5')).toBe(0.5);
    expect(json('1e3')).toBe(1000);
  });

  it('reads whole amounts with a unit suffix as exact strings of digits: memory in bytes', () => {
    expect(json('256Mi')).toBe('268435456');
    expect(json('201364Ki')).toBe('206196736');
    expect(json('2k')).toBe('2000');
    expect(json('8Ei')).toBe('9223372036854775808');
    // A fraction with a suffix still comes to whole bytes.
    expect(json('1.5Gi')).toBe('1610612736');
  });

  it('counts a missing or unreadable quantity as 0', () => {
    expect(json(undefined)).toBe(0);
    expect(json('')).toBe(0);
    expect(json('lots')).toBe(0);
  });

  it('adds numbers as numbers, and anything with a whole amount as a whole amount', () => {
    expect(amountToJson(addAmounts(amountOf('250m'), amountOf('1')))).toBe(1.25);
    expect(amountToJson(addAmounts(0, amountOf('64Mi')))).toBe('67108864');
    expect(amountToJson(addAmounts(amountOf('64Mi'), amountOf('1000')))).toBe('67109864');
  });
});
