import { describe, expect, it } from 'vitest';
import { validateValues } from './validateValues';

const steps = [
  {
    required: ['name'],
    properties: {
      name: { type: 'string', 'ui:autofocus': true },
      replicas: { type: 'integer', minimum: 1 },
      repo: { type: 'object', required: ['host'], properties: { host: { type: 'string' } } },
    },
  },
  { required: ['owner'], properties: { owner: { type: 'string', 'ui:field': 'OwnerPicker' } } },
];

describe('validateValues', () => {
  it('accepts values matching every step, ignoring ui: keys', () => {
    expect(() => validateValues(steps, { name: 'a', owner: 'b', replicas: 2 })).not.toThrow();
  });

  it('names each missing or mistyped field, nested ones by path', () => {
    expect(() => validateValues(steps, { replicas: 0, repo: {} })).toThrow(
      'Invalid values: name is required; replicas must be >= 1; repo.host is required; owner is required',
    );
  });

  it('answers 400 for a schema that cannot be compiled', () => {
    expect(() => validateValues([{ type: 'nonsense' }], {})).toThrow(/parameter schema is invalid/);
  });
});
