// The plugin as the app composes it.
export { catalogImportWebPlugin } from './plugin';
export { CATALOG_IMPORT_PATH } from './routes';
