import { describe, expect, it } from 'vitest';
import { readEnvConfig } from './readEnvConfig';

describe('readEnvConfig', () => {
  it('turns APP_CONFIG_ variables into keys, parsing JSON values', () => {
    expect(
      readEnvConfig({
        APP_CONFIG_app_baseUrl: 'https://portal.example.com',
        APP_CONFIG_backend_listen_port: '7008',
        APP_CONFIG_app_flag: '"false"',
        PATH: '/bin',
      }),
    ).toEqual({
      app: { baseUrl: 'https://portal.example.com', flag: 'false' },
      backend: { listen: { port: 7008 } },
    });
  });

  it('is undefined without such variables', () => {
    expect(readEnvConfig({ HOME: '/root' })).toBeUndefined();
  });

  it('rejects invalid names and conflicting variables', () => {
    expect(() => readEnvConfig({ APP_CONFIG_app__title: 'x' })).toThrow(
      "Invalid config environment variable name 'APP_CONFIG_app__title'",
    );
    expect(() => readEnvConfig({ APP_CONFIG_app: '1', APP_CONFIG_app_title: 'x' })).toThrow(
      'conflicts',
    );
  });
});
