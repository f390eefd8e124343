// The plugin as the app composes it; other web plugins use `@atrium/plugin-catalog/react`.
export { catalogWebPlugin, createCatalogWebPlugin } from './plugin';
export type { CatalogWebPluginOptions } from './catalogOptions';
