import http from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

/** What the backend answers on the app's origin: the plugin APIs. */
function isApiPath(url: string | undefined): boolean {
  return (
    url === '/api' || (url?.startsWith('/api/') ?? false) || (url?.startsWith('/api?') ?? false)
  );
}

/**
 * The web app's HTTP server, handing `/api/*` requests (and WebSocket upgrades) to the backend
 * running in the same process. The browser then calls the API on the page's own origin: no CORS
 * preflight before each call that carries a bearer token, and auth cookies on the app's host.
 */
export function serveApiOnAppOrigin(backend: FastifyInstance): FastifyServerFactory {
  return handler => {
    const server = http.createServer((request, response) => {
      if (isApiPath(request.url)) backend.routing(request, response);
      else handler(request, response);
    });
    server.on('upgrade', (request, socket, head) => {
      if (isApiPath(request.url)) backend.server.emit('upgrade', request, socket, head);
      else socket.destroy();
    });
    return server;
  };
}
