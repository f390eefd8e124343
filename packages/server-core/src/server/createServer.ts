import type { FastifyInstance } from 'fastify';
import { readListenAddress, type Config } from '../config';
import { createDatabaseManager, type DatabaseManager } from '../database/createDatabaseManager';
import { databaseOptionsFromConfig } from '../database/databaseOptionsFromConfig';
import { corsOriginsFromConfig } from '../http/corsOriginsFromConfig';
import { createHttpApp } from '../http/createHttpApp';
import { httpTimeoutsFromConfig } from '../http/httpTimeouts';
import { registerCors } from '../http/registerCors';
import { createLogger, type Logger } from '../logging/createLogger';
import type { Lifecycle, PluginDefinition } from '../plugin/definePlugin';
import { createExtensionRegistry } from '../plugin/extensionPoints';
import { orderPlugins, PluginSetupError } from '../plugin/orderPlugins';
import { resolveServices } from '../plugin/resolveServices';
import { createServiceRegistry, type ServiceRegistry } from '../plugin/serviceRegistry';
import { readPluginConfigs } from '../plugin/validateConfig';
import { createExternalAccess } from '../auth/externalAccess/createExternalAccess';
import { readExternalAccessConfig } from '../auth/externalAccess/readExternalAccessConfig';
import { registerRequestAuth } from '../auth/requestAuth';
import { createUpgradeDispatcher } from '../http/upgrades';
import { readScmIntegrations } from '../integrations/readScmIntegrations';
import { createUrlReader, type UrlReader } from '../reading/createUrlReader';
import { readingRulesFromConfig } from '../reading/readingRulesFromConfig';
import { protectedPathsFromConfig } from '../reading/protectedPathsFromConfig';
import { createScheduler, type SchedulerService } from '../scheduler';
import { createSignalBus } from '../signals/createSignalBus';
import { registerHealthRoutes } from './healthRoutes';

/** How long responses in flight may take to finish once the server stops. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface CreateServerOptions {
  config: Config;
  plugins: readonly PluginDefinition[];
  logger?: Logger;
  /** Tests pass their own (e.g. a PostgreSQL schema per test); otherwise from backend.database. */
  database?: DatabaseManager;
  reader?: UrlReader;
  workingDirectory?: string;
  /** The configuration files loaded, which no user-named path may read. */
  configFiles?: readonly string[];
  bodyLimit?: number;
  /** Services provided before any plugin is set up (tests provide stand-ins this way). */
  provideServices?: (services: ServiceRegistry) => void;
}

export interface AtriumServer {
  readonly app: FastifyInstance;
  /** Sets up every plugin; the server is ready once this resolves. */
  start(): Promise<void>;
  /** Starts accepting connections; answers the bound address. */
  listen(options?: { port?: number; host?: string }): Promise<{ port: number; url: string }>;
  /** Stops accepting, lets in-flight requests finish, stops plugins, closes the database. */
  stop(): Promise<void>;
}

export function createServer(options: CreateServerOptions): AtriumServer {
  const { config } = options;
  const logger = options.logger ?? createLogger();
  const workingDirectory = options.workingDirectory ?? process.cwd();
  const database =
    options.database ?? createDatabaseManager(databaseOptionsFromConfig(config, workingDirectory));
  const reader =
    options.reader ??
    createUrlReader({
      allow: readingRulesFromConfig(config),
      timeoutMs: config.getOptionalNumber('backend.reading.timeoutMs'),
      maxBytes: config.getOptionalNumber('backend.reading.maxBytes'),
      integrations: readScmIntegrations(config),
    });
  const protectedPaths = protectedPathsFromConfig(config, workingDirectory, {
    configFiles: options.configFiles,
  });
  const app = createHttpApp({
    logger,
    bodyLimit: options.bodyLimit,
    timeouts: httpTimeoutsFromConfig(config),
  });
  // On PostgreSQL the replicas hear each other's signals through the database.
  const notifications = database.createNotifications?.(error =>
    logger.warn({ err: error }, 'The connection for signals failed; opening it again'),
  );
  const signals = createSignalBus(notifications);
  const services = createServiceRegistry();
  options.provideServices?.(services);
  const upgrades = createUpgradeDispatcher(services);
  app.server.on('upgrade', upgrades.dispatch);
  const startHooks: Array<() => void> = [];
  const shutdownHooks: Array<() => Promise<void> | void> = [];
  const lifecycle: Lifecycle = {
    onStart: hook => void startHooks.push(hook),
    onShutdown: hook => void shutdownHooks.push(hook),
  };
  const state = { ready: false, stopping: undefined as Promise<void> | undefined };

  registerCors(app, { origins: corsOriginsFromConfig(config) });
  registerHealthRoutes(app, () => state.ready);
  // A keep-alive connection that becomes idle after shutdown began would hold the server open
  // until its timeout; answering with `Connection: close` lets it end with the response.
  app.addHook('onSend', async (_request, reply) => {
    if (state.stopping) reply.header('connection', 'close');
  });

  // Read before any plugin starts: a bad entry stops the start with a message naming it.
  const externalEntries = readExternalAccessConfig(config);
  const externalAccess =
    externalEntries.length > 0 ? createExternalAccess(externalEntries) : undefined;
  const allowAnonymous =
    config.getOptionalBoolean('backend.auth.dangerouslyDisableDefaultAuthPolicy') === true;
  if (allowAnonymous) {
    logger.warn(
      'backend.auth.dangerouslyDisableDefaultAuthPolicy is true: requests without credentials are let through. Use this for local experiments only',
    );
  }

  const extensions = createExtensionRegistry();
  for (const plugin of options.plugins) plugin.register?.(extensions);
  const pluginConfigs = readPluginConfigs(config, options.plugins);
  const schedulers: SchedulerService[] = [];

  for (const plugin of orderPlugins(options.plugins, ref => services.has(ref))) {
    app.register(
      async router => {
        registerRequestAuth(router, services, {
          pluginId: plugin.id,
          externalAccess,
          allowAnonymous,
        });
        const pluginLogger = logger.child({ plugin: plugin.id });
        const declared = new Set(plugin.provides.map(ref => ref.id));
        // One database object for both, so a plugin's transaction can hold its queue items.
        const pluginDatabase = await database.forPlugin(plugin.id);
        const scheduler = createScheduler({
          database: pluginDatabase,
          logger: pluginLogger,
          pluginId: plugin.id,
        });
        schedulers.push(scheduler);
        await plugin.setup({
          pluginId: plugin.id,
          logger: pluginLogger,
          config,
          pluginConfig: pluginConfigs.get(plugin.id),
          database: pluginDatabase,
          router,
          upgrades: upgrades.forPlugin(plugin.id),
          reader,
          protectedPaths,
          lifecycle,
          scheduler,
          signals,
          deps: resolveServices(plugin.deps, services),
          provide(ref, implementation) {
            if (!declared.has(ref.id)) {
              throw new PluginSetupError(
                `Plugin '${plugin.id}' provides the service '${ref.id}' without declaring it in 'provides'`,
              );
            }
            services.provide(ref, implementation);
          },
          extensions,
          workingDirectory,
        });
        const missing = plugin.provides.find(ref => !services.has(ref));
        if (missing) {
          throw new PluginSetupError(
            `Plugin '${plugin.id}' declares the service '${missing.id}' but did not provide it in setup`,
          );
        }
      },
      { prefix: `/api/${plugin.id}` },
    );
  }

  async function stopOnce() {
    state.ready = false;
    // A client that stops reading a response would otherwise hold the server open for ever.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cutOff);
    await stopSchedulers();
    for (const hook of shutdownHooks.reverse()) {
      try {
        await hook();
      } catch (error) {
        logger.error({ err: error }, 'Shutdown hook failed');
      }
    }
    await closeSignals();
    await database.destroy();
  }

  async function closeSignals() {
    await signals.close();
    await notifications?.close();
  }

  // Before the plugins' own hooks and the database: their tasks may still use both.
  async function stopSchedulers() {
    const results = await Promise.allSettled(schedulers.map(scheduler => scheduler.stop()));
    for (const result of results) {
      if (result.status === 'rejected') {
        logger.error({ err: result.reason }, 'Scheduler stop failed');
      }
    }
  }

  async function setUpPlugins() {
    if (state.ready) return;
    try {
      await app.ready();
    } catch (error) {
      // A plugin that fails to set up must not leave connections (or test schemas) behind.
      await app.close().catch(() => undefined);
      await stopSchedulers();
      await closeSignals();
      await database.destroy();
      throw error;
    }
    state.ready = true;
  }

  function startBackgroundWork() {
    for (const hook of startHooks.splice(0)) {
      try {
        hook();
      } catch (error) {
        logger.error({ err: error }, 'Start hook failed');
      }
    }
  }

  return {
    app,
    async start() {
      await setUpPlugins();
      startBackgroundWork();
    },
    async listen(listenOptions = {}) {
      await setUpPlugins();
      const configured = readListenAddress(config);
      const port = listenOptions.port ?? configured.port;
      const host = listenOptions.host ?? configured.host ?? '0.0.0.0';
      await app.listen({ port, host });
      startBackgroundWork();
      const address = app.server.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return { port: boundPort, url: `http://${shownHost}:${boundPort}` };
    },
    stop() {
      state.stopping ??= stopOnce();
      return state.stopping;
    },
  };
}
