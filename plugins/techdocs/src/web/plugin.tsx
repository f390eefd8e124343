import type { Entity } from '@atrium/model';
import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import { DOCS_ROUTE_ROOT, TECHDOCS_ENTITY_ANNOTATION, TECHDOCS_REF_ANNOTATION } from '../shared';
import { prefetchDocsIndexPage } from './docsIndex/docsIndexQueries';

// Each page is its own chunk: the sanitiser, highlighting styles and add-ons load with the reader.
const docsIndexPage = createLazyPage(() =>
  import('./docsIndex/DocsIndexPage').then(module => module.DocsIndexPage),
);
const readerPage = createLazyPage(() =>
  import('./pages/TechDocsReaderPage').then(module => module.TechDocsReaderPage),
);
const entityDocsTab = createLazyPage(() =>
  import('./components/EntityDocs/EntityDocsTab').then(module => module.EntityDocsTab),
);

/** The Docs tab's condition: the entity has docs of its own or names another's (spec 001 §5). */
function hasDocsAnnotations(entity: Entity): boolean {
  const annotations = entity.metadata.annotations ?? {};
  return Boolean(
    annotations[TECHDOCS_REF_ANNOTATION]?.trim() || annotations[TECHDOCS_ENTITY_ANNOTATION]?.trim(),
  );
}

/** Docs (spec 000 "Tech docs index page" and "reader page", spec 001 §2 Docs tab). */
export const techdocsWebPlugin = defineWebPlugin({
  id: 'techdocs',
  routes: [
    {
      path: DOCS_ROUTE_ROOT,
      element: <docsIndexPage.Page />,
      prefetch: prefetchDocsIndexPage,
      preload: docsIndexPage.preload,
    },
    {
      path: `${DOCS_ROUTE_ROOT}/:namespace/:kind/:name/*`,
      element: <readerPage.Page />,
      preload: readerPage.preload,
    },
  ],
  navItems: [{ title: 'Docs', to: DOCS_ROUTE_ROOT, icon: LibraryBooksIcon, order: 50 }],
  entityTabs: [
    {
      id: 'techdocs.docs',
      path: 'docs',
      title: 'Docs',
      order: 20,
      if: hasDocsAnnotations,
      element: <entityDocsTab.Page />,
    },
  ],
});
