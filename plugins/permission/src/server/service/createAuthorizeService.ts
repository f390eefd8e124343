import {
  ALLOW,
  DENY,
  type AuthorizeRequestItem,
  type Permission,
  type PermissionCriteria,
  type PolicyDecision,
} from '@atrium/model';
import {
  permitsPermission,
  type PermissionResources,
  type PermissionResourceType,
  type PermissionsService,
  type Principal,
} from '@atrium/server-core';
import type { PermissionPolicy } from '../policy/createConfiguredPolicy';

/**
 * Decides a batch of permission checks for one caller, answering each id. A conditional decision
 * about a named resource is settled here, by the plugin that owns the resource type: ALLOW or
 * DENY. With `enabled` false every check is allowed (spec 001 §6).
 */
export function createAuthorizeService(options: {
  enabled: boolean;
  policy: PermissionPolicy;
  resources: PermissionResources;
}): PermissionsService {
  return {
    async decide(principal, permissions) {
      return permissions.map(permission => decideOne(principal, permission));
    },
    async authorize(principal, items) {
      return Promise.all(
        items.map(async item => ({ id: item.id, ...(await decideItem(principal, item)) })),
      );
    },
  };

  /**
   * An external caller's access restrictions deny what they leave out, whatever the policy says
   * and even with permissions off: they are the limits of its token.
   */
  function decideOne(principal: Principal, permission: Permission): PolicyDecision {
    const restrictions = principal.type === 'service' ? principal.accessRestrictions : undefined;
    if (!permitsPermission(restrictions, permission)) return DENY;
    return options.enabled ? options.policy.decide(principal, permission) : ALLOW;
  }

  async function decideItem(
    principal: Principal,
    item: AuthorizeRequestItem,
  ): Promise<PolicyDecision> {
    const decision = decideOne(principal, item.permission);
    if (decision.result !== 'CONDITIONAL' || item.resourceRef === undefined) return decision;
    const type = options.resources.get(decision.resourceType);
    // Conditions nobody can check allow nothing.
    if (!type) return DENY;
    const resource = await type.load(item.resourceRef);
    if (resource === undefined) return DENY;
    return meets(type, resource, decision.conditions) ? ALLOW : DENY;
  }
}

function meets(
  type: PermissionResourceType,
  resource: unknown,
  criteria: PermissionCriteria,
): boolean {
  if ('allOf' in criteria) return criteria.allOf.every(c => meets(type, resource, c));
  if ('anyOf' in criteria) return criteria.anyOf.some(c => meets(type, resource, c));
  if ('not' in criteria) return !meets(type, resource, criteria.not);
  return type.apply(resource, criteria);
}
