import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import { CATALOG_IMPORT_PATH } from './routes';

// Its own chunk: the YAML writer and the stepper load only when someone registers software.
const importPage = createLazyPage(() =>
  import('./pages/CatalogImportPage/CatalogImportPage').then(module => module.CatalogImportPage),
);

/** Registering existing software: from a catalog file, or through a pull request adding one. */
export const catalogImportWebPlugin = defineWebPlugin({
  id: 'catalog-import',
  routes: [
    { path: CATALOG_IMPORT_PATH, element: <importPage.Page />, preload: importPage.preload },
  ],
});
