import { describe, expect, it } from 'vitest';
import { createConfig } from './Config';
import { defaultConfig } from './defaultConfig';

describe('defaultConfig', () => {
  it('holds the spec 001 defaults', () => {
    const config = createConfig(defaultConfig);
    expect(config.getString('app.title')).toBe('Atrium');
    expect(config.getString('organization.name')).toBe('Atrium');
    expect(config.getString('app.baseUrl')).toBe('http://localhost:3000');
    expect(config.getString('backend.baseUrl')).toBe('http://localhost:7007');
    expect(config.getNumber('backend.listen.port')).toBe(7007);
    expect(config.get('backend.database')).toEqual({
      client: 'better-sqlite3',
      connection: { directory: './data' },
    });
    expect(config.getString('auth.environment')).toBe('development');
    expect(config.getString('catalog.import.entityFilename')).toBe('catalog-info.yaml');
    expect(config.getString('catalog.import.pullRequestBranchName')).toBe('backstage-integration');
    expect(config.getString('techdocs.builder')).toBe('local');
    expect(config.getBoolean('permission.enabled')).toBe(true);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(defaultConfig.backend.database)).toBe(true);
  });
});
