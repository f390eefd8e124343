import type { FastifyInstance } from 'fastify';

export interface CorsOptions {
  /** Exact origins allowed to call the API from a browser, e.g. `http://localhost:3000`. */
  origins: readonly string[];
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * Lets the web app, served from its own origin (`app.baseUrl`), call the API. Only listed
 * origins get CORS headers; anything else is answered as if CORS did not exist.
 */
export function registerCors(app: FastifyInstance, options: CorsOptions) {
  const origins = new Set(options.origins.map(origin => origin.replace(/\/+$/, '')));
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      const requested = request.headers['access-control-request-headers'];
      if (requested) reply.header('access-control-allow-headers', requested);
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
  });
}
