export { catalogPlugin } from './plugin';
