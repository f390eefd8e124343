export * from './createPermissionClient';
export * from './RequirePermission';
export * from './usePermission';
