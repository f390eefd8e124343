import {
  ConfigError,
  createLogger,
  createServer,
  defaultConfig,
  loadConfig,
  readListenAddress,
  validateCoreConfig,
} from '@atrium/server-core';
import { plugins } from './plugins';
import { startWebApp, type WebAppServer } from './startWebApp';

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
    validateCoreConfig(loaded.config);
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
  let web: WebAppServer | undefined;
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    Promise.all([server.stop(), web?.stop()]).then(
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
    const { url } = await server.listen();
    const backendBaseUrl = loaded.config.getOptionalString('backend.baseUrl') ?? url;
    web = await startWebApp({
      config: loaded.config,
      logger,
      backendBaseUrl: () => backendBaseUrl,
      backend: server.app,
    });
    logger.info({ url, web: web?.url }, 'Atrium is ready');
  } catch (error) {
    // A plugin refusing what it found at start (e.g. a key file others may read) says why itself.
    if (error instanceof ConfigError) {
      console.error(`Atrium could not start: ${error.message}`);
      await server.stop().catch(() => undefined);
      process.exit(1);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      const port = (error as { port?: number }).port ?? readListenAddress(loaded.config).port;
      console.error(
        `Atrium could not start: port ${port} is ${code === 'EADDRINUSE' ? 'already in use' : 'not allowed'}; set backend.listen.port (the API) or the port of app.baseUrl (the web app) to another one.`,
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
