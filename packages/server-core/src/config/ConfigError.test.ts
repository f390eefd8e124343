import { describe, expect, it } from 'vitest';
import { ConfigError } from './ConfigError';

describe('ConfigError', () => {
  it('is an Error named ConfigError', () => {
    const error = new ConfigError("Missing required config value at 'a'");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ConfigError');
    expect(error.problems).toEqual(["Missing required config value at 'a'"]);
  });

  it('lists several problems one per line', () => {
    const error = new ConfigError(['first', 'second']);
    expect(error.message).toBe('first\nsecond');
    expect(error.problems).toEqual(['first', 'second']);
  });
});
