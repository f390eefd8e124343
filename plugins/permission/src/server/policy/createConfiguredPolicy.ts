import {
  ALLOW,
  DENY,
  type Permission,
  type PermissionCriteria,
  type PolicyDecision,
} from '@atrium/model';
import type { Principal, UserPrincipal } from '@atrium/server-core';
import type { ConfiguredCriteria, PolicyConfig, PolicyGrant } from './policyConfig';

export interface PermissionPolicy {
  decide(principal: Principal, permission: Permission): PolicyDecision;
}

/** The rule whose claims are the caller's own ownership refs, filled in per caller. */
const OWNER_RULE = 'IS_ENTITY_OWNER';

/**
 * The policy of `permission.policy`: roles whose members get grants. An unconditional grant allows;
 * otherwise the conditions of every matching grant are offered together (any of them); no grant
 * denies. Other services' own tokens are trusted with everything.
 */
export function createConfiguredPolicy(
  config: PolicyConfig,
  pluginIdOf: (resourceType: string) => string,
): PermissionPolicy {
  return {
    decide(principal, permission) {
      if (principal.type === 'service') return ALLOW;
      const grants = config.roles
        .filter(role => isMember(role.members, principal))
        .flatMap(role => role.allow)
        .filter(grant => grantMatches(grant, permission));
      if (grants.some(grant => grant.conditions === undefined)) return ALLOW;
      if (grants.length === 0 || permission.type !== 'resource') return DENY;
      const conditions = grants.map(grant =>
        toCriteria(grant.conditions!, permission.resourceType, principal),
      );
      return {
        result: 'CONDITIONAL',
        pluginId: pluginIdOf(permission.resourceType),
        resourceType: permission.resourceType,
        conditions: conditions.length === 1 ? conditions[0]! : { anyOf: conditions },
      };
    },
  };
}

function isMember(members: string[], user: UserPrincipal): boolean {
  const refs = new Set(
    [user.userEntityRef, ...user.ownershipEntityRefs].map(ref => ref.toLowerCase()),
  );
  return members.some(member => member === '*' || refs.has(member.toLowerCase()));
}

function grantMatches(grant: PolicyGrant, permission: Permission): boolean {
  const action = permission.attributes.action;
  return (
    (grant.permission === undefined ||
      grant.permission === '*' ||
      grant.permission === permission.name) &&
    (grant.actions === undefined || (action !== undefined && grant.actions.includes(action))) &&
    (grant.resourceType === undefined ||
      (permission.type === 'resource' && permission.resourceType === grant.resourceType))
  );
}

function toCriteria(
  criteria: ConfiguredCriteria,
  resourceType: string,
  user: UserPrincipal,
): PermissionCriteria {
  if ('allOf' in criteria)
    return { allOf: criteria.allOf.map(c => toCriteria(c, resourceType, user)) };
  if ('anyOf' in criteria)
    return { anyOf: criteria.anyOf.map(c => toCriteria(c, resourceType, user)) };
  if ('not' in criteria) return { not: toCriteria(criteria.not, resourceType, user) };
  const params =
    criteria.rule === OWNER_RULE && criteria.params?.claims === undefined
      ? { ...criteria.params, claims: user.ownershipEntityRefs }
      : criteria.params;
  return { rule: criteria.rule, resourceType, ...(params ? { params } : {}) };
}
