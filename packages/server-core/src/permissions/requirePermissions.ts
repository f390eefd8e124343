import { NotAllowedError, type Permission } from '@atrium/model';
import type { Principal } from '../auth/principal';
import type { PermissionsService } from './permissionsService';

/**
 * Fails with 403 unless the policy allows the caller every one of these basic permissions, asked
 * in one batch. Without the permission plugin (`undefined`) nothing is restricted.
 */
export async function requirePermissions(
  permissions: PermissionsService | undefined,
  principal: Principal,
  required: readonly Permission[],
): Promise<void> {
  if (!permissions) return;
  const decisions = await permissions.decide(principal, required);
  const denied = required.filter((_, index) => decisions[index]?.result !== 'ALLOW');
  if (denied.length > 0) {
    const names = denied.map(permission => permission.name).join(' and ');
    throw new NotAllowedError(`The ${names} permission is needed for this request`);
  }
}
