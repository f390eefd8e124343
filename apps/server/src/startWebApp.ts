import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  createHttpApp,
  httpTimeoutsFromConfig,
  isWebAppBuilt,
  registerWebApp,
  type Config,
  type Logger,
} from '@atrium/server-core';
import { frontendConfig } from './frontendConfig';
import { serveApiOnAppOrigin } from './serveApiOnAppOrigin';

/** Where `npm run build` puts the web app. */
export const webAppDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

export interface StartWebAppOptions {
  config: Config;
  logger: Logger;
  distDir?: string;
  /** Defaults to the port and host of `app.baseUrl`. */
  port?: number;
  host?: string;
  /** Where the browser reaches the API when the backend runs elsewhere. */
  backendBaseUrl(): string;
  /**
   * The backend in this process: the web app's origin then serves the API too (`/api/*` is
   * handed to it), and the browser calls it there.
   */
  backend?: FastifyInstance;
}

export interface WebAppServer {
  /** The origin it listens on. */
  url: string;
  /** The app's own address: the origin with the path of `app.baseUrl`. */
  appUrl: string;
  stop(): Promise<void>;
}

/**
 * Serves the built web app on the origin of `app.baseUrl` (port 3000 by default), next to the
 * API on `backend.baseUrl`. Given the backend of this process, it serves the API on its own
 * origin too, and the app calls it there; otherwise the app calls `backend.baseUrl` across
 * origins, which the backend allows (CORS).
 */
export async function startWebApp(options: StartWebAppOptions): Promise<WebAppServer | undefined> {
  const distDir = options.distDir ?? webAppDistDir;
  if (!isWebAppBuilt(distDir)) {
    options.logger.warn({ distDir }, 'The web app is not built; run npm run build to serve it');
    return undefined;
  }
  const appBaseUrl = new URL(
    options.config.getOptionalString('app.baseUrl') ?? 'http://localhost:3000',
  );
  const app = createHttpApp({
    logger: options.logger.child({ component: 'web' }),
    customNotFound: true,
    // This server's sockets carry API requests too (serveApiOnAppOrigin): the same timeouts.
    timeouts: httpTimeoutsFromConfig(options.config),
    serverFactory: options.backend ? serveApiOnAppOrigin(options.backend) : undefined,
  });
  // With the backend here, the browser calls the API on the app's origin: app.baseUrl's, or the
  // address bound when that asks for any free port (tests).
  let boundOrigin = appBaseUrl.origin;
  const browserBackendUrl = () => (options.backend ? boundOrigin : options.backendBaseUrl());
  await registerWebApp(app, {
    distDir,
    basePath: appBaseUrl.pathname,
    frontendConfig: () =>
      frontendConfig(options.config, { appBaseUrl, backendBaseUrl: browserBackendUrl() }),
  });
  const port =
    options.port ?? Number(appBaseUrl.port || (appBaseUrl.protocol === 'https:' ? 443 : 80));
  const host = options.host ?? options.config.getOptionalString('backend.listen.host') ?? '0.0.0.0';
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${shownHost}:${boundPort}`;
  if (appBaseUrl.port === '0') boundOrigin = url;
  return {
    url,
    appUrl: `${url}${appBaseUrl.pathname.replace(/\/+$/, '')}`,
    stop: () => app.close(),
  };
}
