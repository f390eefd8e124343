import { createLazyPage, defineWebPlugin, type WebRoute } from '@atrium/web-core';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { prefetchCreatePage, prefetchTemplateWizardPage } from './api/prefetchScaffolderPages';
import { taskQueryOptions } from './api/taskQueries';
import { SCAFFOLDER_ROOT_PATH, scaffolderPaths } from './routes';

// Each page is its own chunk, loaded when its route is first visited: the form library comes
// with the wizard only.
const createPage = createLazyPage(() =>
  import('./pages/CreatePage/CreatePage').then(module => module.CreatePage),
);
const templateWizardPage = createLazyPage(() =>
  import('./pages/TemplateWizardPage/TemplateWizardPage').then(module => module.TemplateWizardPage),
);
const taskPage = createLazyPage(() =>
  import('./pages/TaskPage/TaskPage').then(module => module.TaskPage),
);
const tasksListPage = createLazyPage(() =>
  import('./pages/TasksListPage/TasksListPage').then(module => module.TasksListPage),
);
const actionsPage = createLazyPage(() =>
  import('./pages/ActionsPage/ActionsPage').then(module => module.ActionsPage),
);
const templatingExtensionsPage = createLazyPage(() =>
  import('./pages/TemplatingExtensionsPage/TemplatingExtensionsPage').then(
    module => module.TemplatingExtensionsPage,
  ),
);
// The editor pages share CodeMirror, yaml and the form library; none of it reaches the entry chunk.
const templateEditorIntroPage = createLazyPage(() =>
  import('./pages/TemplateEditorPage/TemplateEditorIntroPage').then(
    module => module.TemplateEditorIntroPage,
  ),
);
const templateEditorPage = createLazyPage(() =>
  import('./pages/TemplateEditorPage/TemplateEditorPage').then(module => module.TemplateEditorPage),
);
const customFieldExplorerPage = createLazyPage(() =>
  import('./pages/CustomFieldExplorerPage/CustomFieldExplorerPage').then(
    module => module.CustomFieldExplorerPage,
  ),
);
const templateFormPlaygroundPage = createLazyPage(() =>
  import('./pages/TemplateFormPlaygroundPage/TemplateFormPlaygroundPage').then(
    module => module.TemplateFormPlaygroundPage,
  ),
);

/** Spec 001 §2 "Scaffolder routes", under `/create`. */
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
  {
    path: `${SCAFFOLDER_ROOT_PATH}/tasks/:taskId`,
    element: <taskPage.Page />,
    preload: taskPage.preload,
    prefetch: ({ params, queryClient, api }) => {
      if (params.taskId) void queryClient.prefetchQuery(taskQueryOptions(api, params.taskId));
    },
  },
  {
    path: `${SCAFFOLDER_ROOT_PATH}/tasks`,
    element: <tasksListPage.Page />,
    preload: tasksListPage.preload,
  },
  {
    path: `${SCAFFOLDER_ROOT_PATH}/actions`,
    element: <actionsPage.Page />,
    preload: actionsPage.preload,
  },
  {
    path: `${SCAFFOLDER_ROOT_PATH}/templating-extensions`,
    element: <templatingExtensionsPage.Page />,
    preload: templatingExtensionsPage.preload,
  },
  {
    path: scaffolderPaths.edit,
    element: <templateEditorIntroPage.Page />,
    preload: templateEditorIntroPage.preload,
  },
  {
    path: scaffolderPaths.editor,
    element: <templateEditorPage.Page />,
    preload: templateEditorPage.preload,
  },
  {
    path: scaffolderPaths.customFields,
    element: <customFieldExplorerPage.Page />,
    preload: customFieldExplorerPage.preload,
  },
  {
    path: scaffolderPaths.templateForm,
    element: <templateFormPlaygroundPage.Page />,
    preload: templateFormPlaygroundPage.preload,
  },
];

export const scaffolderWebPlugin = defineWebPlugin({
  id: 'scaffolder',
  routes,
  navItems: [
    { title: 'Create...', to: SCAFFOLDER_ROOT_PATH, icon: AddCircleOutlineIcon, order: 60 },
  ],
});
