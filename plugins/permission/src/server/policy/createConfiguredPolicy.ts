import {
  ALLOW,
  DENY,
  type Permission,
  type PermissionCriteria,
  type PolicyDecision,
} from '@atrium/model';
import type { Principal } from '@atrium/server-core';
import type { ConfiguredCriteria, PolicyConfig, PolicyGrant } from './policyConfig';

export interface PermissionPolicy {
  decide(principal: Principal, permission: Permission): PolicyDecision;
}

/** The rule whose claims are the caller's own ownership refs, filled in per caller. */
const OWNER_RULE = 'IS_ENTITY_OWNER';

/** Who a role's `members` are matched against: a user and their groups, or an external caller. */
interface Member {
  refs: string[];
  ownershipEntityRefs: string[];
}

/**
 * The policy of `permission.policy`: roles whose members get grants. An unconditional grant allows;
 * otherwise the conditions of every matching grant are offered together (any of them); no grant
 * denies. Atrium's own plugins (`plugin:<id>`) are trusted with everything; an external caller
 * (`external:<subject>`) is a member of the roles naming it and of '*', and owns nothing.
 */
export function createConfiguredPolicy(
  config: PolicyConfig,
  pluginIdOf: (resourceType: string) => string,
): PermissionPolicy {
  return {
    decide(principal, permission) {
      if (principal.type === 'service' && principal.subject.startsWith('plugin:')) return ALLOW;
      const member = memberOf(principal);
      const grants = config.roles
        .filter(role => isMember(role.members, member))
        .flatMap(role => role.allow)
        .filter(grant => grantMatches(grant, permission));
      if (grants.some(grant => grant.conditions === undefined)) return ALLOW;
      if (grants.length === 0 || permission.type !== 'resource') return DENY;
      const conditions = grants.map(grant =>
        toCriteria(grant.conditions!, permission.resourceType, member),
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

function memberOf(principal: Principal): Member {
  if (principal.type === 'service') return { refs: [principal.subject], ownershipEntityRefs: [] };
  return {
    refs: [principal.userEntityRef, ...principal.ownershipEntityRefs],
    ownershipEntityRefs: principal.ownershipEntityRefs,
  };
}

function isMember(members: string[], member: Member): boolean {
  const refs = new Set(member.refs.map(ref => ref.toLowerCase()));
  return members.some(name => name === '*' || refs.has(name.toLowerCase()));
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
  member: Member,
): PermissionCriteria {
  if ('allOf' in criteria)
    return { allOf: criteria.allOf.map(c => toCriteria(c, resourceType, member)) };
  if ('anyOf' in criteria)
    return { anyOf: criteria.anyOf.map(c => toCriteria(c, resourceType, member)) };
  if ('not' in criteria) return { not: toCriteria(criteria.not, resourceType, member) };
  const params =
    criteria.rule === OWNER_RULE && criteria.params?.claims === undefined
      ? { ...criteria.params, claims: member.ownershipEntityRefs }
      : criteria.params;
  return { rule: criteria.rule, resourceType, ...(params ? { params } : {}) };
}
