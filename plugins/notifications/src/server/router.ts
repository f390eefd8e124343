import { NotAllowedError } from '@atrium/model';
import { parseWith, principalOf } from '@atrium/server-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendOptionsSchema, settingsBodySchema, updateBodySchema } from '../shared';
import { parseFilters, parseListQuery } from './request/parseListQuery';
import type { NotificationsService } from './service/createNotificationsService';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** Backstage's notifications API: a user reads and marks their own; services send. */
export function registerNotificationsRoutes(
  router: FastifyInstance,
  notifications: NotificationsService,
) {
  const list = async (request: FastifyRequest) =>
    notifications.list(parseListQuery(query(request), userOf(request)));
  router.get('/notifications', list);
  // Backstage's earlier path, still called by older clients.
  router.get('/', list);

  router.get('/status', async request => notifications.status(userOf(request)));

  router.get('/topics', async request =>
    notifications.topics(parseFilters(query(request), userOf(request))),
  );

  router.get('/settings', async request => notifications.settings(userOf(request)));
  router.post('/settings', async request =>
    notifications.saveSettings(
      userOf(request),
      parseWith(settingsBodySchema, request.body, 'body'),
    ),
  );

  router.get('/notifications/:id', async request => {
    const { id } = parseWith(idParams, request.params, 'path');
    return notifications.get(userOf(request), id);
  });

  const update = async (request: FastifyRequest) =>
    notifications.update(userOf(request), parseWith(updateBodySchema, request.body, 'body'));
  router.post('/notifications/update', update);
  router.post('/update', update);

  const send = async (request: FastifyRequest) =>
    notifications.send(senderOf(request), parseWith(sendOptionsSchema, request.body, 'body'));
  router.post('/notifications', send);
  router.post('/', send);
}

function query(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/** Notifications are read by the person they are for, never by a service on their behalf. */
function userOf(request: FastifyRequest): string {
  const principal = principalOf(request);
  if (principal.type !== 'user') {
    throw new NotAllowedError('Notifications are read by users; a service sends them');
  }
  return principal.userEntityRef;
}

/** Only another part of Atrium or an external caller with an access token sends. */
function senderOf(request: FastifyRequest): string {
  const principal = principalOf(request);
  if (principal.type !== 'service') {
    throw new NotAllowedError('Notifications are sent by services, not by users');
  }
  return principal.subject;
}
