import { afterEach, describe, expect, it } from 'vitest';
import { createConfig, configSchema, ConfigError } from '../config';
import { createDatabaseManager } from '../database/createDatabaseManager';
import { createLogger } from '../logging/createLogger';
import { databaseTables, definePlugin, type PluginDefinition } from '../plugin/definePlugin';
import { PluginSetupError } from '../plugin/orderPlugins';
import { createServiceRef, optionalService } from '../plugin/serviceRegistry';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { createServer } from './createServer';

const greeterRef = createServiceRef<{ greet(name: string): string }>({
  id: 'greeter.greet',
  plugin: 'greeter',
});

const greeterPlugin = definePlugin({
  id: 'greeter',
  config: configSchema.object({
    greeter: configSchema.object({ salutation: configSchema.string().optional() }).optional(),
  }),
  provides: [greeterRef],
  setup({ pluginConfig, provide }) {
    const salutation = pluginConfig.greeter?.salutation ?? 'Hello';
    provide(greeterRef, { greet: name => `${salutation}, ${name}` });
  },
});

interface NoteTables {
  notes: { text: string };
}

// Installed before the greeter: the declaration, not the list, puts it after.
const visitorPlugin = definePlugin({
  id: 'visitor',
  deps: {
    greeter: greeterRef,
    absent: optionalService(createServiceRef({ id: 'x.y', plugin: 'x' })),
  },
  database: databaseTables<NoteTables>(),
  async setup({ router, deps, database }) {
    const greeting = deps.greeter.greet('visitor');
    await database.db.schema.createTable('notes').addColumn('text', 'text').execute();
    await database.db.insertInto('notes').values({ text: greeting }).execute();
    router.get('/', async () => ({
      notes: await database.db.selectFrom('notes').select('text').execute(),
      absent: deps.absent === undefined,
    }));
  },
});

async function startWith(plugins: PluginDefinition[], config: object = {}) {
  const atrium = createServer({
    config: createConfig(config, { source: 'app-config.yaml' }),
    plugins,
    logger: createLogger({ level: 'silent' }),
    database: createDatabaseManager({ client: 'better-sqlite3', connection: ':memory:' }),
  });
  try {
    await atrium.start();
  } finally {
    await atrium.stop();
  }
}

describe('the plugin contract', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('resolves declared services before setup, whatever the installation order', async () => {
    server = await startTestServer({
      plugins: [visitorPlugin, greeterPlugin],
      config: { greeter: { salutation: 'Welcome' } },
    });
    expect(await server.json('/api/visitor')).toEqual({
      status: 200,
      body: { notes: [{ text: 'Welcome, visitor' }], absent: true },
    });
  });

  it('stops the start naming both plugins when a required service is missing', async () => {
    await expect(startWith([visitorPlugin])).rejects.toThrow(
      new PluginSetupError(
        "Plugin 'visitor' needs the service 'greeter.greet' of plugin 'greeter', which is not installed",
      ),
    );
  });

  it("stops the start on a plugin's bad config, in the words of spec 001 §8", async () => {
    const start = startWith([greeterPlugin], { greeter: { salutation: ['Hi'] } });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      "Invalid type in config for key 'greeter.salutation' in 'app-config.yaml', got array, wanted string",
    );
  });

  it('holds a plugin to what it declares it provides', async () => {
    const undeclared = definePlugin({
      id: 'undeclared',
      setup({ provide }) {
        provide(greeterRef, { greet: () => '' });
      },
    });
    await expect(startWith([undeclared])).rejects.toThrow(
      "Plugin 'undeclared' provides the service 'greeter.greet' without declaring it in 'provides'",
    );
    const forgetful = definePlugin({ id: 'forgetful', provides: [greeterRef], setup() {} });
    await expect(startWith([forgetful])).rejects.toThrow(
      "Plugin 'forgetful' declares the service 'greeter.greet' but did not provide it in setup",
    );
  });

  it("gives each plugin a scheduler whose queue lives in the plugin's database", async () => {
    const handled: string[] = [];
    const queuePlugin = definePlugin({
      id: 'jobs',
      async setup({ scheduler, router, lifecycle }) {
        const queue = scheduler.createQueue<{ text: string }>('jobs');
        const worker = queue.process({
          concurrency: 1,
          leaseMs: 5_000,
          heartbeatMs: 1_000,
          pollMs: 20,
          handler: async item => void handled.push(item.payload.text),
        });
        lifecycle.onStart(() => worker.wake());
        router.post('/', async request => {
          await queue.enqueue({ key: 'one', payload: request.body as { text: string } });
          worker.wake();
          return { queued: true };
        });
      },
    });
    server = await startTestServer({ plugins: [queuePlugin] });
    expect((await server.json('/api/jobs', { method: 'POST', body: { text: 'hi' } })).status).toBe(
      200,
    );
    while (handled.length === 0) await new Promise(resolve => setTimeout(resolve, 10));
    expect(handled).toEqual(['hi']);
  });
});
