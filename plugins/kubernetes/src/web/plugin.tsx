import { createLazyPage, defineWebPlugin } from '@atrium/web-core';

// The tab is its own chunk, loaded when it is first opened.
const kubernetesTab = createLazyPage(() =>
  import('./components/KubernetesTab/KubernetesTab').then(module => module.KubernetesTab),
);

export const kubernetesWebPlugin = defineWebPlugin({
  id: 'kubernetes',
  routes: [],
  entityTabs: [
    {
      id: 'kubernetes.tab',
      path: 'kubernetes',
      title: 'Kubernetes',
      // Shown for every entity: without annotations the tab explains how to add them.
      order: 30,
      element: <kubernetesTab.Page />,
    },
  ],
});
