export { catalogImportPlugin } from './plugin';
