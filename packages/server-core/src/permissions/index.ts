export * from './permissionResources';
