import { expect } from 'vitest';
import { createConfig, type Config } from '../config/Config';
import { ConfigError } from '../config/ConfigError';

/**
 * The problems `check` reports for configuration `data` read from app-config.yaml: one per line of
 * a single ConfigError, or none.
 */
export function configProblemsOf(check: (config: Config) => void, data: object): string[] {
  try {
    check(createConfig(data, { source: 'app-config.yaml' }));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe((error as ConfigError).problems.join('\n'));
    return [...(error as ConfigError).problems];
  }
  return [];
}
