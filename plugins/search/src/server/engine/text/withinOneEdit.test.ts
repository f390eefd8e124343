import { describe, expect, it } from 'vitest';
import { withinOneEdit } from './withinOneEdit';

describe('withinOneEdit', () => {
  it('accepts one swap, insertion, deletion or substitution', () => {
    expect(withinOneEdit('paymnets', 'payments')).toBe(true);
    expect(withinOneEdit('payment', 'payments')).toBe(true);
    expect(withinOneEdit('paymentss', 'payments')).toBe(true);
    expect(withinOneEdit('paymants', 'payments')).toBe(true);
    expect(withinOneEdit('ayments', 'payments')).toBe(true);
    expect(withinOneEdit('payments', 'payments')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('paymnetz', 'payments')).toBe(false);
    expect(withinOneEdit('pyamnets', 'payments')).toBe(false);
    expect(withinOneEdit('paymen', 'payments')).toBe(false);
    expect(withinOneEdit('tech', 'team')).toBe(false);
    expect(withinOneEdit('abc', 'cba')).toBe(false);
  });
});
