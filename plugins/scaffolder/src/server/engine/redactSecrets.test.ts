import { describe, expect, it } from 'vitest';
import { createSecretRedactor, stringsChangedBySecrets } from './redactSecrets';

describe('createSecretRedactor', () => {
  it('replaces every secret value, longest first', () => {
    const { redact } = createSecretRedactor({ token: 'abc', longer: 'abcdef', empty: '' });
    expect(redact('token abcdef and abc and abc')).toBe('token *** and *** and ***');
  });

  it('leaves lines alone without secrets', () => {
    expect(createSecretRedactor({}).redact('nothing to hide')).toBe('nothing to hide');
  });

  it('redacts values added later', () => {
    const redactor = createSecretRedactor({ token: 'abc' });
    redactor.add(['ABC', 'x']);
    expect(redactor.redact('ABC abc x')).toBe('*** *** x');
  });
});

describe('stringsChangedBySecrets', () => {
  it('finds the strings a secret went into', () => {
    expect(
      stringsChangedBySecrets(
        { a: 'Bearer t0k', b: ['same', 'T0K'], c: 1 },
        { a: 'Bearer ', b: ['same'], c: 1 },
      ),
    ).toEqual(['Bearer t0k', 'T0K']);
  });
});
