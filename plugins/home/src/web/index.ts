export { homeWebPlugin } from './plugin';
