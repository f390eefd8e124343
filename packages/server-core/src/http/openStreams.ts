import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Tracks a router's long responses (event streams, long polls) so they end when the server stops:
 * the server's close waits for every busy connection, and these would otherwise never be idle.
 * Answers a function giving each response a signal that aborts when its connection closes or
 * the server stops.
 */
export function trackOpenStreams(router: FastifyInstance): (reply: FastifyReply) => AbortSignal {
  const open = new Map<AbortController, FastifyReply['raw']>();
  router.addHook('preClose', async () => {
    for (const [controller, response] of open) {
      const socket = response.socket;
      response.once('finish', () => socket?.end());
      controller.abort();
    }
  });
  return reply => {
    const controller = new AbortController();
    open.set(controller, reply.raw);
    reply.raw.once('close', () => {
      open.delete(controller);
      controller.abort();
    });
    return controller.signal;
  };
}
