import http from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { HEALTH_PATHS } from '@atrium/server-core';

const HEALTH = new Set<string>([...HEALTH_PATHS.liveness, ...HEALTH_PATHS.readiness]);

/**
 * What the backend answers on the app's origin: the plugin APIs, and the health checks, which a
 * load balancer in front of a one-origin deployment probes there.
 */
function isBackendPath(url: string | undefined): boolean {
  if (url === undefined) return false;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return true;
  return HEALTH.has(url.split('?')[0] as string);
}

/**
 * The session cookie's path on the app's origin, where Backstage apps ask for it (spec 001 §7:
 * `{app base}/.backstage/auth/v1/cookie`, under the app's base path if it has one): the auth
 * plugin's cookie endpoint answers it.
 */
const COOKIE_ALIAS = /^(?:\/[^?]*)?\/\.backstage\/auth\/v1\/cookie(?=$|\?)/;

/** The request's URL as the backend routes it: an alias rewritten, anything else unchanged. */
function backendUrl(url: string | undefined): string | undefined {
  return url?.replace(COOKIE_ALIAS, '/api/auth/v1/cookie');
}

/**
 * The web app's HTTP server, handing `/api/*` requests (and WebSocket upgrades) to the backend
 * running in the same process. The browser then calls the API on the page's own origin: no CORS
 * preflight before each call that carries a bearer token, and auth cookies on the app's host.
 */
export function serveApiOnAppOrigin(backend: FastifyInstance): FastifyServerFactory {
  return handler => {
    const server = http.createServer((request, response) => {
      request.url = backendUrl(request.url);
      if (isBackendPath(request.url)) backend.routing(request, response);
      else handler(request, response);
    });
    server.on('upgrade', (request, socket, head) => {
      if (isBackendPath(request.url)) backend.server.emit('upgrade', request, socket, head);
      else socket.destroy();
    });
    return server;
  };
}
