import {
  ConfigError,
  configSchema,
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

const permissionConfig = configSchema.object({
  permission: configSchema.object({ enabled: configSchema.boolean().optional() }).optional(),
});

/**
 * Permissions (spec 001 §6, §7): the policy of `permission.policy` (YAML roles and grants; a
 * default when absent) and `POST /authorize`. Plugins register their resource types so that
 * conditional decisions on one resource can be settled.
 */
export const permissionPlugin = definePlugin({
  id: PERMISSION_PLUGIN_ID,
  config: permissionConfig,
  provides: [permissionResourcesServiceRef, permissionsServiceRef],
  setup({ config, pluginConfig, router, provide }) {
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
    provide(permissionResourcesServiceRef, resources);
    const policy = createConfiguredPolicy(
      parsed.data,
      resourceType => resources.get(resourceType)?.pluginId ?? resourceType.split('-')[0]!,
    );
    const permissions = createAuthorizeService({
      enabled: pluginConfig.permission?.enabled !== false,
      policy,
      resources,
    });
    provide(permissionsServiceRef, permissions);
    registerPermissionRoutes(router, permissions);
  },
});
