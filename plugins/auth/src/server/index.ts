export { authPlugin } from './plugin';
