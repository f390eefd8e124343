import { createLazyPage, defineWebPlugin, type WebRoute } from '@atrium/web-core';
import { prefetchCreatePage, prefetchTemplateWizardPage } from './api/prefetchScaffolderPages';
import { SCAFFOLDER_ROOT_PATH } from './routes';

// Each page is its own chunk: the form library comes with the wizard only.
const createPage = createLazyPage(() =>
  import('./pages/CreatePage/CreatePage').then(module => module.CreatePage),
);
const templateWizardPage = createLazyPage(() =>
  import('./pages/TemplateWizardPage/TemplateWizardPage').then(module => module.TemplateWizardPage),
);

/** Spec 001 §2 "Scaffolder routes", under `/create`; more pages add their entries here. */
const routes: WebRoute[] = [
  {
    path: SCAFFOLDER_ROOT_PATH,
    element: <createPage.Page />,
    prefetch: prefetchCreatePage,
    preload: createPage.preload,
  },
  {
    path: `${SCAFFOLDER_ROOT_PATH}/templates/:namespace/:templateName`,
    element: <templateWizardPage.Page />,
    prefetch: prefetchTemplateWizardPage,
    preload: templateWizardPage.preload,
  },
  {
    // Legacy links name only the template; it is looked up in the default namespace.
    path: `${SCAFFOLDER_ROOT_PATH}/templates/:templateName`,
    element: <templateWizardPage.Page />,
    prefetch: prefetchTemplateWizardPage,
    preload: templateWizardPage.preload,
  },
];

export const scaffolderWebPlugin = defineWebPlugin({
  id: 'scaffolder',
  routes,
  navItems: [{ title: 'Create...', to: SCAFFOLDER_ROOT_PATH }],
});
