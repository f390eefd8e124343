import type { FastifyInstance } from 'fastify';
import { parseWith } from '@atrium/server-core';
import { putSettingBodySchema, settingParamsSchema } from '../shared';
import { callerRef } from './request/callerRef';
import type { UserSettingsService } from './service/createUserSettingsService';

const path = '/buckets/:bucket/keys/:key';

/** The storage API of Backstage's user-settings backend: one value per user, bucket and key. */
export function registerUserSettingsRoutes(router: FastifyInstance, settings: UserSettingsService) {
  router.get(path, async (request, reply) => {
    const params = parseWith(settingParamsSchema, request.params, 'path');
    return reply.status(200).send(await settings.get(callerRef(request), params));
  });

  router.put(path, async (request, reply) => {
    const params = parseWith(settingParamsSchema, request.params, 'path');
    const { value } = parseWith(putSettingBodySchema, request.body, 'body');
    return reply.status(200).send(await settings.set(callerRef(request), params, value));
  });

  router.delete(path, async (request, reply) => {
    const params = parseWith(settingParamsSchema, request.params, 'path');
    await settings.delete(callerRef(request), params);
    return reply.status(204).send();
  });
}
