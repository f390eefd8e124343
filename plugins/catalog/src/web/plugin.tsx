import { defineWebPlugin, Progress } from '@atrium/web-core';
import { lazy, Suspense, type ReactNode } from 'react';
import { catalogEntityTabs } from './catalogEntityTabs';

// Each page is its own chunk, loaded when its route is first visited.
const CatalogIndexPage = lazy(() =>
  import('./pages/CatalogIndexPage/CatalogIndexPage').then(module => ({
    default: module.CatalogIndexPage,
  })),
);
const EntityPage = lazy(() =>
  import('./pages/EntityPage/EntityPage').then(module => ({ default: module.EntityPage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Progress />}>{children}</Suspense>;
}

export const catalogWebPlugin = defineWebPlugin({
  id: 'catalog',
  routes: [
    {
      path: '/catalog',
      element: (
        <Lazy>
          <CatalogIndexPage />
        </Lazy>
      ),
    },
    {
      path: '/catalog/:namespace/:kind/:name/*',
      element: (
        <Lazy>
          <EntityPage />
        </Lazy>
      ),
    },
  ],
  navItems: [{ title: 'Catalog', to: '/catalog' }],
  entityTabs: catalogEntityTabs,
});
