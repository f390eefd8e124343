export { homePlugin } from './plugin';
