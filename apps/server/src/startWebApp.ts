import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createHttpApp,
  isWebAppBuilt,
  registerWebApp,
  type Config,
  type Logger,
} from '@atrium/server-core';

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
  /** Where the browser reaches the API; known only once the backend listens in tests. */
  backendBaseUrl(): string;
}

export interface WebAppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves the built web app on the origin of `app.baseUrl` (port 3000 by default), next to the
 * API on `backend.baseUrl`; the app calls the API across origins, which the backend allows.
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
  });
  await registerWebApp(app, {
    distDir,
    basePath: appBaseUrl.pathname,
    frontendConfig: () => ({
      app: {
        title: options.config.getOptionalString('app.title') ?? 'Atrium',
        baseUrl: appBaseUrl.href.replace(/\/$/, ''),
      },
      backend: { baseUrl: options.backendBaseUrl() },
      organization: { name: options.config.getOptionalString('organization.name') ?? 'Atrium' },
    }),
  });
  const port =
    options.port ?? Number(appBaseUrl.port || (appBaseUrl.protocol === 'https:' ? 443 : 80));
  const host = options.host ?? options.config.getOptionalString('backend.listen.host') ?? '0.0.0.0';
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return { url: `http://${shownHost}:${boundPort}`, stop: () => app.close() };
}
