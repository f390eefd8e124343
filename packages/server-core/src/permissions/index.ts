export * from './permissionResources';
export * from './permissionsService';
