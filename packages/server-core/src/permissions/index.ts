export * from './permissionResources';
export * from './permissionsService';
export * from './requirePermissions';
