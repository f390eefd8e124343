export { permissionPlugin } from './plugin';
export {
  permissionResourcesServiceRef,
  type PermissionResources,
  type PermissionResourceType,
} from './resources/permissionResources';
