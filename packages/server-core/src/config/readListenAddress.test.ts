import { describe, expect, it } from 'vitest';
import { createConfig } from './Config';
import { readListenAddress } from './readListenAddress';

const read = (listen: unknown) =>
  readListenAddress(createConfig({ backend: { listen } }, { source: 'app-config.yaml' }));

describe('readListenAddress', () => {
  it('reads the object form, defaulting the port to 7007', () => {
    expect(read({ port: 7008, host: '127.0.0.1' })).toEqual({ port: 7008, host: '127.0.0.1' });
    expect(read({ port: '7009' })).toEqual({ port: 7009 });
    expect(read({})).toEqual({ port: 7007 });
    expect(readListenAddress(createConfig({}))).toEqual({ port: 7007 });
  });

  it('reads the string forms', () => {
    expect(read('0.0.0.0:7007')).toEqual({ host: '0.0.0.0', port: 7007 });
    expect(read(':7010')).toEqual({ port: 7010 });
    expect(read('7011')).toEqual({ port: 7011 });
    expect(read('[::1]:7012')).toEqual({ host: '::1', port: 7012 });
  });

  it('rejects bad values naming the key and file', () => {
    expect(() => read({ port: [] })).toThrow(
      "Invalid type in config for key 'backend.listen.port' in 'app-config.yaml', got array, wanted number",
    );
    expect(() => read({ port: 'http' })).toThrow(
      "Unable to convert config value for key 'backend.listen.port' in 'app-config.yaml' to a number",
    );
    expect(() => read({ port: 70000 })).toThrow(
      "Invalid value in config for key 'backend.listen.port' in 'app-config.yaml', got 70000",
    );
    expect(() => read('localhost:http')).toThrow(
      "Unable to convert config value for key 'backend.listen' in 'app-config.yaml' to a listen address",
    );
    expect(() => read(7007)).toThrow(
      "Invalid type in config for key 'backend.listen' in 'app-config.yaml', got number, wanted object",
    );
  });
});
