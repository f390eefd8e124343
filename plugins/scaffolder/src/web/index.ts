export { scaffolderWebPlugin } from './plugin';
