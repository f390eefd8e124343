import type { AuthorizeRequestItem } from '@atrium/model';
import { parseWith, principalOf, type PermissionsService } from '@atrium/server-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_AUTHORIZE_ITEMS } from '../shared';

const actionSchema = z.enum(['read', 'create', 'update', 'delete']);
const attributesSchema = z.object({ action: actionSchema.optional() });

const authorizeBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        permission: z.discriminatedUnion('type', [
          z.object({
            type: z.literal('basic'),
            name: z.string().min(1),
            attributes: attributesSchema,
          }),
          z.object({
            type: z.literal('resource'),
            name: z.string().min(1),
            attributes: attributesSchema,
            resourceType: z.string().min(1),
          }),
        ]),
        resourceRef: z.string().min(1).optional(),
      }),
    )
    .max(MAX_AUTHORIZE_ITEMS),
});

/** `POST /authorize` of spec 001 §7: one caller's batch of checks, answered by id. */
export function registerPermissionRoutes(router: FastifyInstance, permissions: PermissionsService) {
  router.post('/authorize', async (request, reply) => {
    const principal = principalOf(request);
    const { items } = parseWith(authorizeBodySchema, request.body, 'body');
    const answers = await permissions.authorize(principal, items as AuthorizeRequestItem[]);
    return reply.status(200).send({ items: answers });
  });
}
