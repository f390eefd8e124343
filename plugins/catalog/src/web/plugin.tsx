import { createLazyPage, defineWebPlugin, type WebPlugin } from '@atrium/web-core';
import { CatalogOptionsProvider, type CatalogWebPluginOptions } from './catalogOptions';
import { catalogEntityTabs, overviewTab } from './catalogEntityTabs';
import { myGroupsNavItem } from './nav/myGroupsNavItem';
import { prefetchCatalogIndexPage } from './pages/CatalogIndexPage/catalogIndexQueries';
import { prefetchEntityPage } from './pages/EntityPage/prefetchEntityPage';
import { relationEntityCards } from './pages/EntityPage/RelationTables/relationEntityCards';

// Each page is its own chunk, loaded when its route is first visited or ahead of it.
const catalogIndexPage = createLazyPage(() =>
  import('./pages/CatalogIndexPage/CatalogIndexPage').then(module => module.CatalogIndexPage),
);
const entityPage = createLazyPage(() =>
  import('./pages/EntityPage/EntityPage').then(module => module.EntityPage),
);

/** The catalog's pages, sidebar items, entity tabs and cards, set up by `options`. */
export function createCatalogWebPlugin(options: CatalogWebPluginOptions = {}): WebPlugin {
  return defineWebPlugin({
    id: 'catalog',
    routes: [
      {
        path: '/catalog',
        element: <catalogIndexPage.Page />,
        prefetch: prefetchCatalogIndexPage,
        preload: catalogIndexPage.preload,
      },
      {
        path: '/catalog/:namespace/:kind/:name/*',
        element: (
          <CatalogOptionsProvider options={options}>
            <entityPage.Page />
          </CatalogOptionsProvider>
        ),
        prefetch: prefetchEntityPage,
        // The overview is the tab an entity page opens on: its chunk loads alongside the page's.
        preload: () => Promise.all([entityPage.preload(), overviewTab.preload()]),
      },
    ],
    navItems: [{ title: 'Catalog', to: '/catalog', order: 30 }, myGroupsNavItem],
    entityTabs: catalogEntityTabs,
    entityCards: relationEntityCards,
  });
}

export const catalogWebPlugin = createCatalogWebPlugin();
