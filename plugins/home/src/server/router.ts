import type { FastifyInstance } from 'fastify';
import { parseWith } from '@atrium/server-core';
import { listVisitsQuerySchema, recordVisitBodySchema } from '../shared';
import { callerRef } from './request/callerRef';
import type { VisitsService } from './service/createVisitsService';

/** Each person's page views: recorded by the web app as they move, read by the home page. */
export function registerVisitsRoutes(router: FastifyInstance, visits: VisitsService) {
  router.post('/visits', async (request, reply) => {
    const userRef = callerRef(request);
    const body = parseWith(recordVisitBodySchema, request.body, 'body');
    return reply.status(200).send(await visits.record(userRef, body));
  });

  router.get('/visits', async (request, reply) => {
    const userRef = callerRef(request);
    const query = parseWith(listVisitsQuerySchema, request.query ?? {}, 'query');
    return reply.status(200).send({ visits: await visits.list(userRef, query) });
  });
}
