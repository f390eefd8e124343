// Fakes for web tests of pages that read the catalog, in this plugin and others.
export * from './createFakeFetch';
export * from './renderCatalogRoute';
