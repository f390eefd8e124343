import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import { taskQueryOptions } from './api/taskQueries';

// Each page is its own chunk, loaded when its route is first visited.
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

export const scaffolderWebPlugin = defineWebPlugin({
  id: 'scaffolder',
  routes: [
    {
      path: '/create/tasks/:taskId',
      element: <taskPage.Page />,
      preload: taskPage.preload,
      prefetch: ({ params, queryClient, api }) => {
        if (params.taskId) void queryClient.prefetchQuery(taskQueryOptions(api, params.taskId));
      },
    },
    { path: '/create/tasks', element: <tasksListPage.Page />, preload: tasksListPage.preload },
    { path: '/create/actions', element: <actionsPage.Page />, preload: actionsPage.preload },
    {
      path: '/create/templating-extensions',
      element: <templatingExtensionsPage.Page />,
      preload: templatingExtensionsPage.preload,
    },
  ],
});
