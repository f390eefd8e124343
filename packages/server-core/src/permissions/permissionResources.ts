import type { PermissionCondition } from '@atrium/model';
import { createServiceRef } from '../plugin/serviceRegistry';

/**
 * How a plugin lets the permission plugin decide conditions on its resources: load one by ref
 * and apply a rule to it. The catalog registers `catalog-entity`.
 */
export interface PermissionResourceType<R = unknown> {
  pluginId: string;
  /** The resource, or undefined when it does not exist (then nothing is allowed on it). */
  load(resourceRef: string): Promise<R | undefined>;
  /** Whether the resource meets the rule; a rule it does not know throws an InputError. */
  apply(resource: R, condition: PermissionCondition): boolean;
}

export interface PermissionResources {
  register<R>(resourceType: string, definition: PermissionResourceType<R>): void;
  get(resourceType: string): PermissionResourceType | undefined;
}

/** Provided by the permission plugin; resource-owning plugins register their types with it. */
export const permissionResourcesServiceRef = createServiceRef<PermissionResources>({
  id: 'permission.resources',
  plugin: 'permission',
});

export function createPermissionResources(): PermissionResources {
  const types = new Map<string, PermissionResourceType>();
  return {
    register(resourceType, definition) {
      if (types.has(resourceType)) {
        throw new Error(`Permission resource type '${resourceType}' is registered twice`);
      }
      types.set(resourceType, definition as PermissionResourceType);
    },
    get: resourceType => types.get(resourceType),
  };
}
