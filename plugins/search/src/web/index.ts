export { searchWebPlugin } from './plugin';
