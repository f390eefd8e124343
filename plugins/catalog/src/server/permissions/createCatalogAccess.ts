import {
  CATALOG_ENTITY_RESOURCE_TYPE,
  NotAllowedError,
  type Permission,
  type PolicyDecision,
} from '@atrium/model';
import { principalOf, type PermissionsService, type Principal } from '@atrium/server-core';
import type { FastifyRequest } from 'fastify';
import type { EntityAccess } from '../service/createEntityService';
import { NO_ENTITIES, toEntityPermissionFilter } from './entityPermissionFilter';

/** The catalog's side of permissions: what the caller of a request may do. */
export interface CatalogAccess {
  /** The entities a resource permission allows the caller (undefined: all of them). */
  entities(request: FastifyRequest, permission: Permission): Promise<EntityAccess>;
  /** The same for a caller outside a request of the catalog's (another plugin asking). */
  entitiesFor(principal: Principal, permission: Permission): Promise<EntityAccess>;
  /** Fails with 403 unless the caller holds a basic permission. */
  require(request: FastifyRequest, permission: Permission): Promise<void>;
  /** The same for a caller outside a request of the catalog's (another plugin acting for it). */
  requireFor(principal: Principal, permission: Permission): Promise<void>;
}

/**
 * Decisions come from the permission plugin in the same process, once per permission per request
 * (a request asking twice pays once). Without that plugin nothing is restricted.
 */
export function createCatalogAccess(
  permissions: () => PermissionsService | undefined,
): CatalogAccess {
  const decisions = new WeakMap<FastifyRequest, Map<string, Promise<PolicyDecision>>>();

  function decideFor(principal: Principal, permission: Permission): Promise<PolicyDecision> {
    const service = permissions();
    if (!service) return Promise.resolve({ result: 'ALLOW' });
    return service.decide(principal, [permission]).then(([answer]) => answer ?? DENIED);
  }

  function decide(request: FastifyRequest, permission: Permission): Promise<PolicyDecision> {
    let cached = decisions.get(request);
    if (!cached) decisions.set(request, (cached = new Map()));
    let decision = cached.get(permission.name);
    if (!decision) {
      decision = decideFor(principalOf(request), permission);
      cached.set(permission.name, decision);
    }
    return decision;
  }

  return {
    async entities(request, permission) {
      return entityAccessOf(await decide(request, permission));
    },
    async entitiesFor(principal, permission) {
      return entityAccessOf(await decideFor(principal, permission));
    },
    async require(request, permission) {
      allowedOrThrow(await decide(request, permission), permission);
    },
    async requireFor(principal, permission) {
      allowedOrThrow(await decideFor(principal, permission), permission);
    },
  };
}

function allowedOrThrow(decision: PolicyDecision, permission: Permission) {
  if (decision.result !== 'ALLOW') {
    throw new NotAllowedError(`The ${permission.name} permission is needed for this request`);
  }
}

const DENIED: PolicyDecision = { result: 'DENY' };

function entityAccessOf(decision: PolicyDecision): EntityAccess {
  if (decision.result !== 'CONDITIONAL') {
    return decision.result === 'ALLOW' ? undefined : NO_ENTITIES;
  }
  // Conditions about another plugin's resources cannot describe an entity: nothing matches.
  if (decision.resourceType !== CATALOG_ENTITY_RESOURCE_TYPE) return NO_ENTITIES;
  return toEntityPermissionFilter(decision.conditions);
}
