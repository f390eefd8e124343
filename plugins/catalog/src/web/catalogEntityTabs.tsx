import type { EntityTab } from '@atrium/web-core';
import { lazy } from 'react';
import { hasApiRelations, isApiEntity } from './pages/EntityPage/ApisTab/apiRelations';

// Each tab is its own chunk; the entity page wraps the active one in Suspense.
const OverviewTab = lazy(() =>
  import('./pages/EntityPage/OverviewTab/OverviewTab').then(module => ({
    default: module.OverviewTab,
  })),
);
const ApisTab = lazy(() =>
  import('./pages/EntityPage/ApisTab/ApisTab').then(module => ({ default: module.ApisTab })),
);
const ProvidersConsumersTab = lazy(() =>
  import('./pages/EntityPage/ProvidersConsumersTab/ProvidersConsumersTab').then(module => ({
    default: module.ProvidersConsumersTab,
  })),
);

/** The catalog's own entity-page tabs; Docs, Kubernetes and others come from their plugins. */
export const catalogEntityTabs: EntityTab[] = [
  { id: 'catalog.overview', path: '', title: 'Overview', order: 0, element: <OverviewTab /> },
  {
    id: 'catalog.apis',
    path: 'apis',
    title: 'APIs',
    order: 10,
    if: hasApiRelations,
    element: <ApisTab />,
  },
  {
    id: 'catalog.providers-consumers',
    path: 'providers-consumers',
    title: 'Providers and consumers',
    order: 10,
    if: isApiEntity,
    element: <ProvidersConsumersTab />,
  },
];
