import { describe, expect, it } from 'vitest';
import { createSecretRedactor } from './redactSecrets';

describe('createSecretRedactor', () => {
  it('replaces every secret value, longest first', () => {
    const redact = createSecretRedactor({ token: 'abc', longer: 'abcdef', empty: '' });
    expect(redact('token abcdef and abc and abc')).toBe('token *** and *** and ***');
  });

  it('leaves lines alone without secrets', () => {
    expect(createSecretRedactor({})('nothing to hide')).toBe('nothing to hide');
  });
});
