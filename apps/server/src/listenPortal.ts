import {
  readListenAddress,
  type AtriumServer,
  type Config,
  type Logger,
} from '@atrium/server-core';
import { startWebApp } from './startWebApp';

const DEFAULT_APP_BASE_URL = 'http://localhost:3000';

/**
 * Whether `app.baseUrl` and `backend.baseUrl` name one origin, as Backstage's production
 * configuration does: one listener then serves the web app and the API.
 */
export function servesOneOrigin(config: Config): boolean {
  const backend = config.getOptionalString('backend.baseUrl');
  if (backend === undefined) return false;
  const app = config.getOptionalString('app.baseUrl') ?? DEFAULT_APP_BASE_URL;
  return new URL(app).origin === new URL(backend).origin;
}

export interface ListenPortalOptions {
  server: AtriumServer;
  config: Config;
  logger: Logger;
  /** Instead of `backend.listen` and the port of `app.baseUrl`; 0 takes a free port (tests). */
  ports?: { api?: number; app?: number };
  host?: string;
  /** Where the built web app is, when not where `npm run build` puts it. */
  distDir?: string;
}

export interface ListeningPortal {
  /** The origin the API answers on, `/api/<plugin>` below it. */
  apiUrl: string;
  /** The web app's address with `app.baseUrl`'s path; undefined when the app is not built. */
  appUrl?: string;
  stop(): Promise<void>;
}

/**
 * Starts the plugins and opens the portal's listeners: one for the app and the API when their base
 * URLs share an origin (at `backend.listen`), otherwise the API at `backend.listen` and the app at
 * the port of `app.baseUrl`, which serves the API on its own origin too.
 */
export async function listenPortal(options: ListenPortalOptions): Promise<ListeningPortal> {
  const { server, config, logger, ports, host } = options;
  const oneOrigin = servesOneOrigin(config);
  if (oneOrigin) {
    await server.start();
    const listen = readListenAddress(config);
    const web = await startWebApp({
      config,
      logger,
      distDir: options.distDir,
      port: ports?.api ?? listen.port,
      host: host ?? listen.host,
      backendBaseUrl: () => config.getString('backend.baseUrl'),
      backend: server.app,
    });
    if (web) {
      return {
        apiUrl: web.url,
        appUrl: web.appUrl,
        stop: async () => void (await Promise.all([server.stop(), web.stop()])),
      };
    }
    // Without a built app the one listener serves the API alone.
  }
  const { url } = await server.listen({ port: ports?.api, host });
  if (oneOrigin) return { apiUrl: url, stop: () => server.stop() };
  const backendBaseUrl = config.getOptionalString('backend.baseUrl') ?? url;
  const web = await startWebApp({
    config,
    logger,
    distDir: options.distDir,
    port: ports?.app,
    host,
    backendBaseUrl: () => backendBaseUrl,
    backend: server.app,
  });
  return {
    apiUrl: url,
    appUrl: web?.appUrl,
    stop: async () => void (await Promise.all([server.stop(), web?.stop()])),
  };
}
