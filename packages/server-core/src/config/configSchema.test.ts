import { describe, expect, it } from 'vitest';
import { createConfig } from './Config';
import { configSchema } from './configSchema';
import { readConfigSchema } from './readConfigSchema';

const schema = configSchema.object({
  demo: configSchema
    .object({
      name: configSchema.string(),
      port: configSchema.number().optional(),
      enabled: configSchema.boolean().optional(),
      tags: configSchema.stringArray().optional(),
      every: configSchema.duration().optional(),
      mode: configSchema.oneOf(['fast', 'safe']).optional(),
      hosts: configSchema.objectArray({ host: configSchema.string() }).optional(),
    })
    .optional(),
});

const read = (data: object) =>
  readConfigSchema(createConfig(data, { source: 'app-config.yaml' }), schema);

describe('configSchema', () => {
  it('reads values as the Config getters do, strings from the environment included', () => {
    const { value } = read({
      demo: { name: 'x', port: '7007', enabled: 'TRUE', every: { minutes: 2 }, mode: 'safe' },
    });
    expect(value).toMatchObject({
      demo: { name: 'x', port: 7007, enabled: true, every: 120_000, mode: 'safe' },
    });
    expect(read({}).value).toEqual({});
  });

  it('words every problem as spec 001 §8 does, naming the key and its file', () => {
    expect(
      read({
        demo: {
          port: 'many',
          enabled: [],
          tags: ['a', 3],
          every: { minuts: 1 },
          mode: 'slow',
          hosts: [{ host: 'a' }, 'b', {}],
        },
      }).problems?.map(problem => problem.message),
    ).toEqual([
      "Missing required config value at 'demo.name'",
      "Unable to convert config value for key 'demo.port' in 'app-config.yaml' to a number",
      "Invalid type in config for key 'demo.enabled' in 'app-config.yaml', got array, wanted boolean",
      "Invalid type in config for key 'demo.tags[1]' in 'app-config.yaml', got number, wanted string",
      "Unable to convert config value for key 'demo.every' in 'app-config.yaml' to a duration; unknown property 'minuts', expected one or more of 'years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds'",
      "Invalid value in config for key 'demo.mode' in 'app-config.yaml', got 'slow', wanted one of 'fast', 'safe'",
      "Invalid type in config for key 'demo.hosts[1]' in 'app-config.yaml', got string, wanted object",
      "Missing required config value at 'demo.hosts[2].host'",
    ]);
    expect(read({ demo: 'on' }).problems?.map(problem => problem.message)).toEqual([
      "Invalid type in config for key 'demo' in 'app-config.yaml', got string, wanted object",
    ]);
  });
});
