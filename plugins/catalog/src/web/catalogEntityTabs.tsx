import { createLazyPage, type EntityTab } from '@atrium/web-core';
import { hasApiRelations, isApiEntity } from './pages/EntityPage/ApisTab/apiRelations';

// Each tab is its own chunk; the entity page wraps the active one in Suspense.
export const overviewTab = createLazyPage(() =>
  import('./pages/EntityPage/OverviewTab/OverviewTab').then(module => module.OverviewTab),
);
const apisTab = createLazyPage(() =>
  import('./pages/EntityPage/ApisTab/ApisTab').then(module => module.ApisTab),
);
const providersConsumersTab = createLazyPage(() =>
  import('./pages/EntityPage/ProvidersConsumersTab/ProvidersConsumersTab').then(
    module => module.ProvidersConsumersTab,
  ),
);

/** The catalog's own entity-page tabs; Docs, Kubernetes and others come from their plugins. */
export const catalogEntityTabs: EntityTab[] = [
  {
    id: 'catalog.overview',
    path: '',
    title: 'Overview',
    order: 0,
    element: <overviewTab.Page />,
  },
  {
    id: 'catalog.apis',
    path: 'apis',
    title: 'APIs',
    order: 10,
    if: hasApiRelations,
    element: <apisTab.Page />,
  },
  {
    id: 'catalog.providers-consumers',
    path: 'providers-consumers',
    title: 'Providers and consumers',
    order: 10,
    if: isApiEntity,
    element: <providersConsumersTab.Page />,
  },
];
