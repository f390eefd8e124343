import { NotAllowedError, type Permission } from '@atrium/model';
import { permitsPermission } from '../auth/externalAccess/accessRestrictions';
import type { Principal } from '../auth/principal';
import type { PermissionsService } from './permissionsService';

/**
 * Fails with 403 unless the policy allows the caller every one of these basic permissions, asked
 * in one batch. Without the permission plugin (`undefined`) only an external caller's access
 * restrictions limit what is allowed.
 */
export async function requirePermissions(
  permissions: PermissionsService | undefined,
  principal: Principal,
  required: readonly Permission[],
): Promise<void> {
  const restrictions = principal.type === 'service' ? principal.accessRestrictions : undefined;
  const decisions = permissions
    ? await permissions.decide(principal, required)
    : required.map(permission => ({
        result: permitsPermission(restrictions, permission) ? 'ALLOW' : 'DENY',
      }));
  const denied = required.filter((_, index) => decisions[index]?.result !== 'ALLOW');
  if (denied.length > 0) {
    const names = denied.map(permission => permission.name).join(' and ');
    throw new NotAllowedError(`The ${names} permission is needed for this request`);
  }
}
