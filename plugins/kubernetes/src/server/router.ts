import { InputError, parseEntityRef, stringifyEntityRef } from '@atrium/model';
import {
  parseWith,
  principalOf,
  requirePermissions,
  type PermissionsService,
} from '@atrium/server-core';
import { type CatalogEntities } from '@atrium/plugin-catalog/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { kubernetesPermissions, type ClustersResponse } from '../shared';
import { clusterSummary, type ClusterDetails } from './clusters/ClusterDetails';
import type { ObjectsService } from './service/createObjectsService';
import { entitySelector } from './service/entitySelector';

export interface KubernetesRouterOptions {
  clusters: () => Promise<readonly ClusterDetails[]>;
  objects: ObjectsService;
  catalog: () => CatalogEntities | undefined;
  permissions: () => PermissionsService | undefined;
}

/** Tokens per auth provider, as the web app obtained them (spec 001 §7). */
const authSchema = z.record(z.string(), z.unknown()).default({});

const entityBodySchema = z.object({
  entity: z.object({
    metadata: z.object({
      name: z.string(),
      annotations: z.record(z.string(), z.string()).optional(),
    }),
  }),
  auth: authSchema,
});

const workloadsBodySchema = z.object({ entityRef: z.string().min(1), auth: authSchema });

const customBodySchema = workloadsBodySchema.extend({
  customResources: z
    .array(
      z.object({
        // '' is the core group, as Backstage accepts (e.g. pods).
        group: z.string(),
        apiVersion: z.string().min(1),
        plural: z.string().min(1),
      }),
    )
    .min(1)
    .max(50),
});

/** The Kubernetes calls of spec 001 §7, each behind the permissions of spec 000 §6. */
export function registerKubernetesRoutes(
  router: FastifyInstance,
  options: KubernetesRouterOptions,
) {
  const requireRead = (request: FastifyRequest) =>
    requirePermissions(options.permissions(), principalOf(request), [
      kubernetesPermissions.clustersRead,
      kubernetesPermissions.resourcesRead,
    ]);

  /**
   * The entity as the caller may read it. A ref the catalog does not give them is a bad request,
   * 400, as Backstage answers it: the body names something that is not there for them.
   */
  async function entityOf(request: FastifyRequest, entityRef: string) {
    const ref = canonicalEntityRef(entityRef);
    const entity = await options
      .catalog()
      ?.getEntityByRef(ref, { principal: principalOf(request) });
    if (!entity) throw new InputError(`Entity ref missing, ${ref}`);
    return entity;
  }

  router.get('/clusters', async (request): Promise<ClustersResponse> => {
    await requirePermissions(options.permissions(), principalOf(request), [
      kubernetesPermissions.clustersRead,
    ]);
    return { items: (await options.clusters()).map(clusterSummary) };
  });

  router.post('/services/:entityName', async request => {
    await requireRead(request);
    const body = parseWith(entityBodySchema, request.body, 'request body');
    return options.objects.workloads(entitySelector(body.entity), body.auth);
  });

  router.post('/resources/workloads/query', async request => {
    await requireRead(request);
    const body = parseWith(workloadsBodySchema, request.body, 'request body');
    const entity = await entityOf(request, body.entityRef);
    return options.objects.workloads(entitySelector(entity), body.auth);
  });

  router.post('/resources/custom/query', async request => {
    await requireRead(request);
    const body = parseWith(customBodySchema, request.body, 'request body');
    const entity = await entityOf(request, body.entityRef);
    return options.objects.customResources(entitySelector(entity), body.auth, body.customResources);
  });
}

function canonicalEntityRef(entityRef: string): string {
  try {
    return stringifyEntityRef(parseEntityRef(entityRef));
  } catch (error) {
    throw new InputError(`Invalid entity ref, ${(error as Error).message}`);
  }
}
