import type { FastifyInstance } from 'fastify';

/**
 * Liveness answers as long as the process serves HTTP; readiness only once every plugin is set up
 * and until shutdown begins, so a load balancer stops sending traffic first. The
 * `/.backstage/health/v1/*` paths are the ones existing deployments probe.
 */
export const HEALTH_PATHS = {
  liveness: ['/healthcheck', '/.backstage/health/v1/liveness'],
  readiness: ['/readiness', '/.backstage/health/v1/readiness'],
} as const;

export function registerHealthRoutes(app: FastifyInstance, isReady: () => boolean) {
  const live = async () => ({ status: 'ok' });
  for (const path of HEALTH_PATHS.liveness) app.get(path, live);
  const readiness = async (_request: unknown, reply: { status(code: number): unknown }) => {
    if (isReady()) return { status: 'ok' };
    reply.status(503);
    return { status: 'error', message: 'Atrium is not ready yet, or is shutting down' };
  };
  for (const path of HEALTH_PATHS.readiness) app.get(path, readiness);
}
