export { permissionPlugin } from './plugin';
