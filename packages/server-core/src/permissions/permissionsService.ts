import type {
  AuthorizeRequestItem,
  AuthorizeResponseItem,
  Permission,
  PolicyDecision,
} from '@atrium/model';
import type { Principal } from '../auth/principal';
import { createServiceRef } from '../plugin/serviceRegistry';

/**
 * Permission decisions for plugins in the same process (the permission plugin provides it).
 * Without it installed nothing is restricted, as with `permission.enabled: false`.
 */
export interface PermissionsService {
  /**
   * The policy's decisions, conditions left to the plugin owning the resource type: that is how
   * the catalog turns "owned by the caller" into a query filter instead of checking row by row.
   */
  decide(principal: Principal, permissions: readonly Permission[]): Promise<PolicyDecision[]>;
  /** Settled decisions per item: conditions on a named resource are checked against it. */
  authorize(
    principal: Principal,
    items: readonly AuthorizeRequestItem[],
  ): Promise<AuthorizeResponseItem[]>;
}

export const permissionsServiceRef = createServiceRef<PermissionsService>({
  id: 'permission.permissions',
  plugin: 'permission',
});
