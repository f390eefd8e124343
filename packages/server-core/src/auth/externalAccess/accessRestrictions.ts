import type { Permission } from '@atrium/model';
import type { AccessRestrictions } from '../principal';
import type { AccessRestrictionEntry } from './readExternalAccessConfig';

/**
 * What a caller limited by `entries` may do in `pluginId`: undefined when no entry names the
 * plugin (the caller may not reach it at all). Entries of one plugin add up; one without a
 * permission list leaves the permissions open, likewise for actions.
 */
export function restrictionsForPlugin(
  entries: readonly AccessRestrictionEntry[],
  pluginId: string,
): AccessRestrictions | undefined {
  const mine = entries.filter(entry => entry.plugin === pluginId);
  if (mine.length === 0) return undefined;
  const restrictions: AccessRestrictions = {};
  if (mine.every(entry => entry.permission)) {
    restrictions.permissionNames = [...new Set(mine.flatMap(entry => entry.permission!))];
  }
  if (mine.every(entry => entry.permissionAttribute?.action)) {
    restrictions.permissionAttributes = {
      action: [...new Set(mine.flatMap(entry => entry.permissionAttribute!.action!))],
    };
  }
  return restrictions;
}

/** Whether restrictions leave a permission open to the policy's decision. */
export function permitsPermission(
  restrictions: AccessRestrictions | undefined,
  permission: Permission,
): boolean {
  if (!restrictions) return true;
  if (restrictions.permissionNames && !restrictions.permissionNames.includes(permission.name)) {
    return false;
  }
  const actions = restrictions.permissionAttributes?.action;
  if (actions) {
    const action = permission.attributes.action;
    if (action === undefined || !actions.includes(action)) return false;
  }
  return true;
}
