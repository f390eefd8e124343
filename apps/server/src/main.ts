import {
  ConfigError,
  createLogger,
  createServer,
  defaultConfig,
  loadConfig,
  PluginSetupError,
  readListenAddress,
  validateConfig,
} from '@atrium/server-core';
import { listenPortal, servesOneOrigin, type ListeningPortal } from './listenPortal';
import { plugins } from './plugins';

/** `npm start`: load app-config.yaml (+ local, + --config), start every plugin, serve. */
async function main() {
  const logger = createLogger();
  let loaded;
  try {
    loaded = await loadConfig({
      cwd: process.cwd(),
      argv: process.argv.slice(2),
      env: process.env,
      defaults: defaultConfig,
    });
    validateConfig(loaded.config, plugins);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Atrium could not start: the configuration is invalid.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  logger.info({ files: loaded.files }, 'Configuration loaded');

  const server = createServer({
    config: loaded.config,
    plugins,
    logger,
    configFiles: loaded.files,
  });
  let portal: ListeningPortal | undefined;
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    (portal ?? server).stop().then(
      () => process.exit(0),
      error => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    portal = await listenPortal({ server, config: loaded.config, logger });
    logger.info({ url: portal.apiUrl, web: portal.appUrl }, 'Atrium is ready');
  } catch (error) {
    // A plugin refusing what it found at start (e.g. a key file others may read) says why itself,
    // as does an installation whose plugins lack a service they need.
    if (error instanceof ConfigError || error instanceof PluginSetupError) {
      console.error(`Atrium could not start: ${error.message}`);
      await server.stop().catch(() => undefined);
      process.exit(1);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      const port = (error as { port?: number }).port ?? readListenAddress(loaded.config).port;
      const which = servesOneOrigin(loaded.config)
        ? 'backend.listen.port'
        : 'backend.listen.port (the API) or the port of app.baseUrl (the web app)';
      console.error(
        `Atrium could not start: port ${port} is ${code === 'EADDRINUSE' ? 'already in use' : 'not allowed'}; set ${which} to another one.`,
      );
      await server.stop().catch(() => undefined);
      process.exit(1);
    }
    throw error;
  }
}

main().catch(error => {
  console.error('Atrium failed to start:', error);
  process.exit(1);
});
