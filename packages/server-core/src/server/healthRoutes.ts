import type { FastifyInstance } from 'fastify';

/**
 * Liveness answers as long as the process serves HTTP; readiness only once every plugin is set up
 * and until shutdown begins, so a load balancer stops sending traffic first. The
 * `/.backstage/health/v1/*` paths are the ones existing deployments probe.
 */
export function registerHealthRoutes(app: FastifyInstance, isReady: () => boolean) {
  const live = async () => ({ status: 'ok' });
  app.get('/healthcheck', live);
  app.get('/.backstage/health/v1/liveness', live);
  const readiness = async (_request: unknown, reply: { status(code: number): unknown }) => {
    if (isReady()) return { status: 'ok' };
    reply.status(503);
    return { status: 'error', message: 'Atrium is not ready yet, or is shutting down' };
  };
  app.get('/readiness', readiness);
  app.get('/.backstage/health/v1/readiness', readiness);
}
