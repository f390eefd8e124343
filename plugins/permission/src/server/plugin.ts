import {
  ConfigError,
  createPermissionResources,
  definePlugin,
  permissionResourcesServiceRef,
  permissionsServiceRef,
} from '@atrium/server-core';
import { PERMISSION_PLUGIN_ID } from '../shared';
import { createConfiguredPolicy } from './policy/createConfiguredPolicy';
import { DEFAULT_POLICY, policyConfigSchema } from './policy/policyConfig';
import { registerPermissionRoutes } from './router';
import { createAuthorizeService } from './service/createAuthorizeService';

/**
 * Permissions (spec 001 §6, §7): the policy of `permission.policy` (YAML roles and grants; a
 * default when absent) and `POST /authorize`. Plugins register their resource types so that
 * conditional decisions on one resource can be settled. Install before the plugins that check permissions.
 */
export const permissionPlugin = definePlugin({
  id: PERMISSION_PLUGIN_ID,
  setup({ config, router, services }) {
    const configured = config.getOptional('permission.policy');
    const parsed = policyConfigSchema.safeParse(configured ?? DEFAULT_POLICY);
    if (!parsed.success) {
      throw new ConfigError(
        `Invalid permission.policy: ${parsed.error.issues
          .map(issue => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}`,
      );
    }
    const resources = createPermissionResources();
    services.provide(permissionResourcesServiceRef, resources);
    const policy = createConfiguredPolicy(
      parsed.data,
      resourceType => resources.get(resourceType)?.pluginId ?? resourceType.split('-')[0]!,
    );
    const permissions = createAuthorizeService({
      enabled: config.getOptionalBoolean('permission.enabled') !== false,
      policy,
      resources,
    });
    services.provide(permissionsServiceRef, permissions);
    registerPermissionRoutes(router, permissions);
  },
});
