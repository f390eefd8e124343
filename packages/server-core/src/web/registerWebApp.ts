import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FrontendConfig } from '@atrium/model';
import { renderIndexHtml } from './renderIndexHtml';

export interface WebAppOptions {
  /** The built single-page app (index.html and its assets). */
  distDir: string;
  /** Path prefix from `app.baseUrl`, '' or e.g. '/portal'. */
  basePath: string;
  /**
   * What the browser needs of the configuration: embedded in every page and answered at
   * `<basePath>/app-config.json`.
   */
  frontendConfig(request: FastifyRequest): FrontendConfig;
}

/** True when the web app has been built (`npm run build`). */
export function isWebAppBuilt(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/**
 * Serves the web app: its assets, its configuration, and index.html for every other page path so
 * the browser's router can take over. API paths keep their JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const base = options.basePath.replace(/\/+$/, '');
  // Read once: the static files are listed at start too, so a new build needs a restart anyway.
  const template = await readFile(path.join(options.distDir, 'index.html'), 'utf8');
  // Under a path prefix, the origin's root leads to the app rather than to a 404.
  if (base !== '') app.get('/', async (_request, reply) => reply.redirect(`${base}/`));
  app.get(`${base}/app-config.json`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return options.frontendConfig(request);
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: `${base}/`,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); browsers that
    // accept them get those, with the right Content-Encoding.
    preCompressed: true,
    // Hashed assets never change; index.html must always be fetched anew.
    setHeaders: (response, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      (url === base || url.startsWith(`${base}/`));
    if (isPage) {
      const html = renderIndexHtml(template, {
        basePath: base,
        frontendConfig: options.frontendConfig(request),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({
      error: { name: 'NotFoundError', message: `No route for ${request.method} ${url}` },
      request: { method: request.method, url: request.url },
      response: { statusCode: 404 },
    });
  });
}
