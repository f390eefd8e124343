import { describe, expect, it } from 'vitest';
import { createConfig } from './Config';
import { ConfigError } from './ConfigError';

const data = {
  app: { title: 'Atrium', baseUrl: 'http://localhost:3000' },
  backend: {
    listen: { port: 7007, portText: ' 8080 ', bad: 'eighty', list: [1] },
    flags: { on: true, offText: 'FALSE', onText: 'true', maybe: 'yes', one: 1 },
    empty: '',
  },
  catalog: {
    locations: [
      { type: 'file', target: './a.yaml' },
      { type: 'url', target: 42 },
    ],
    kinds: ['Component', 'API'],
    mixed: ['Component', 3],
    notObjects: [{ type: 'file' }, 'x'],
  },
  gone: null,
};

const config = createConfig(data, { source: 'app-config.yaml' });

function messageOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('createConfig', () => {
  it('reads raw values, keys and presence', () => {
    expect(config.get('app')).toEqual({ title: 'Atrium', baseUrl: 'http://localhost:3000' });
    expect(config.get()).toHaveProperty('app.title', 'Atrium');
    expect(config.getOptional('app.nope')).toBeUndefined();
    expect(config.has('backend.listen.port')).toBe(true);
    expect(config.has('backend.listen.host')).toBe(false);
    expect(config.keys()).toEqual(['app', 'backend', 'catalog']);
  });

  it('treats null as absent', () => {
    expect(config.has('gone')).toBe(false);
    expect(config.getOptionalString('gone')).toBeUndefined();
  });

  it('reads strings', () => {
    expect(config.getString('app.title')).toBe('Atrium');
    expect(config.getOptionalString('app.subtitle')).toBeUndefined();
    expect(messageOf(() => config.getString('backend.empty'))).toBe(
      "Invalid type in config for key 'backend.empty' in 'app-config.yaml', got empty-string, wanted string",
    );
    expect(messageOf(() => config.getString('backend.listen.port'))).toBe(
      "Invalid type in config for key 'backend.listen.port' in 'app-config.yaml', got number, wanted string",
    );
  });

  it('reads numbers, converting numeric strings', () => {
    expect(config.getNumber('backend.listen.port')).toBe(7007);
    expect(config.getNumber('backend.listen.portText')).toBe(8080);
    expect(config.getOptionalNumber('backend.listen.nope')).toBeUndefined();
    expect(messageOf(() => config.getNumber('backend.listen.bad'))).toBe(
      "Unable to convert config value for key 'backend.listen.bad' in 'app-config.yaml' to a number",
    );
    expect(messageOf(() => config.getNumber('backend.listen.list'))).toBe(
      "Invalid type in config for key 'backend.listen.list' in 'app-config.yaml', got array, wanted number",
    );
  });

  it('reads booleans, converting true/false strings', () => {
    expect(config.getBoolean('backend.flags.on')).toBe(true);
    expect(config.getBoolean('backend.flags.onText')).toBe(true);
    expect(config.getBoolean('backend.flags.offText')).toBe(false);
    expect(config.getOptionalBoolean('backend.flags.nope')).toBeUndefined();
    expect(messageOf(() => config.getBoolean('backend.flags.maybe'))).toBe(
      "Unable to convert config value for key 'backend.flags.maybe' in 'app-config.yaml' to a boolean",
    );
    expect(messageOf(() => config.getBoolean('backend.flags.one'))).toBe(
      "Invalid type in config for key 'backend.flags.one' in 'app-config.yaml', got number, wanted boolean",
    );
  });

  it('reads string arrays, naming the bad item', () => {
    expect(config.getStringArray('catalog.kinds')).toEqual(['Component', 'API']);
    expect(config.getOptionalStringArray('catalog.nope')).toBeUndefined();
    expect(messageOf(() => config.getStringArray('catalog.mixed'))).toBe(
      "Invalid type in config for key 'catalog.mixed[1]' in 'app-config.yaml', got number, wanted string",
    );
    expect(messageOf(() => config.getStringArray('app.title'))).toBe(
      "Invalid type in config for key 'app.title' in 'app-config.yaml', got string, wanted string-array",
    );
  });

  it('throws the missing message with the full key', () => {
    expect(messageOf(() => config.getString('backend.baseUrl'))).toBe(
      "Missing required config value at 'backend.baseUrl'",
    );
    expect(messageOf(() => config.get('backend.nothing'))).toBe(
      "Missing required config value at 'backend.nothing'",
    );
    for (const read of [
      () => config.getNumber('x'),
      () => config.getBoolean('x'),
      () => config.getStringArray('x'),
      () => config.getConfig('x'),
      () => config.getConfigArray('x'),
    ]) {
      expect(messageOf(read)).toBe("Missing required config value at 'x'");
    }
  });

  it('gives sub-views whose errors name full keys', () => {
    const listen = config.getConfig('backend').getConfig('listen');
    expect(listen.getNumber('port')).toBe(7007);
    expect(listen.keys()).toEqual(['port', 'portText', 'bad', 'list']);
    expect(messageOf(() => listen.getNumber('bad'))).toBe(
      "Unable to convert config value for key 'backend.listen.bad' in 'app-config.yaml' to a number",
    );
    expect(messageOf(() => listen.getString('host'))).toBe(
      "Missing required config value at 'backend.listen.host'",
    );
    expect(config.getOptionalConfig('nope')).toBeUndefined();
    expect(messageOf(() => config.getConfig('app.title'))).toBe(
      "Invalid type in config for key 'app.title' in 'app-config.yaml', got string, wanted object",
    );
  });

  it('gives views of object arrays whose errors name the item', () => {
    const [first, second] = config.getConfigArray('catalog.locations');
    expect(first?.getString('target')).toBe('./a.yaml');
    expect(messageOf(() => second?.getString('target'))).toBe(
      "Invalid type in config for key 'catalog.locations[1].target' in 'app-config.yaml', got number, wanted string",
    );
    expect(messageOf(() => config.getConfigArray('catalog.notObjects'))).toBe(
      "Invalid type in config for key 'catalog.notObjects[1]' in 'app-config.yaml', got string, wanted object",
    );
    expect(messageOf(() => config.getConfigArray('app'))).toBe(
      "Invalid type in config for key 'app' in 'app-config.yaml', got object, wanted object-array",
    );
    expect(config.getOptionalConfigArray('nope')).toBeUndefined();
  });

  it('reports a value in the way of a deeper key', () => {
    expect(messageOf(() => config.getString('app.title.text'))).toBe(
      "Invalid type in config for key 'app.title' in 'app-config.yaml', got string, wanted object",
    );
  });

  it('rejects malformed keys', () => {
    expect(messageOf(() => config.get('app..title'))).toBe("Invalid config key 'app..title'");
    expect(messageOf(() => config.has('app.$file'))).toBe("Invalid config key 'app.$file'");
  });

  it('leaves out the file when it is not known', () => {
    expect(messageOf(() => createConfig({ a: [] }).getNumber('a'))).toBe(
      "Invalid type in config for key 'a', got array, wanted number",
    );
  });

  it('names the file each value came from', () => {
    const sources = new Map([
      ['backend', 'app-config.yaml'],
      ['backend.listen.port', 'app-config.local.yaml'],
    ]);
    const merged = createConfig({ backend: { listen: { port: [], host: 1 } } }, { sources });
    expect(messageOf(() => merged.getNumber('backend.listen.port'))).toContain(
      "in 'app-config.local.yaml'",
    );
    expect(messageOf(() => merged.getString('backend.listen.host'))).toContain(
      "in 'app-config.yaml'",
    );
  });

  it('copies and freezes the data', () => {
    const input = { app: { title: 'Atrium' } };
    const frozen = createConfig(input);
    input.app.title = 'Changed';
    expect(frozen.getString('app.title')).toBe('Atrium');
    expect(Object.isFrozen(frozen.get('app'))).toBe(true);
  });

  it('rejects data that is not an object', () => {
    expect(() => createConfig([])).toThrow(ConfigError);
  });
});
