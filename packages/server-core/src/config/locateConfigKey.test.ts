import { describe, expect, it } from 'vitest';
import { type Config, createConfig } from './Config';
import { locateConfigKey } from './locateConfigKey';

describe('locateConfigKey', () => {
  it('gives the full key and file for views made by createConfig', () => {
    const sources = new Map([['catalog.locations', 'app-config.local.yaml']]);
    const config = createConfig({ catalog: { locations: [{ target: 'x' }] } }, { sources });
    const [location] = config.getConfigArray('catalog.locations');
    expect(locateConfigKey(location!, 'target')).toEqual({
      key: 'catalog.locations[0].target',
      source: 'app-config.local.yaml',
    });
  });

  it('gives the key as is for other Config implementations', () => {
    expect(locateConfigKey({} as Config, 'a.b')).toEqual({ key: 'a.b', source: undefined });
  });
});
