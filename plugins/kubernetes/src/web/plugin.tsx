import type { Entity } from '@atrium/model';
import { createLazyPage, defineWebPlugin } from '@atrium/web-core';
import {
  KUBERNETES_ID_ANNOTATION,
  KUBERNETES_LABEL_SELECTOR_ANNOTATION,
} from '../shared/constants';

// The tab is its own chunk, loaded when it is first opened.
const kubernetesTab = createLazyPage(() =>
  import('./components/KubernetesTab/KubernetesTab').then(module => module.KubernetesTab),
);

/**
 * The tab's condition: the annotations that name the entity's objects (spec 000 §3). Kept here
 * rather than imported from the tab, whose module would bring its chunk into the app's.
 */
function hasKubernetesAnnotations(entity: Entity): boolean {
  const annotations = entity.metadata.annotations ?? {};
  return Boolean(
    annotations[KUBERNETES_ID_ANNOTATION] || annotations[KUBERNETES_LABEL_SELECTOR_ANNOTATION],
  );
}

export const kubernetesWebPlugin = defineWebPlugin({
  id: 'kubernetes',
  routes: [],
  entityTabs: [
    {
      id: 'kubernetes.tab',
      path: 'kubernetes',
      title: 'Kubernetes',
      order: 30,
      if: hasKubernetesAnnotations,
      element: <kubernetesTab.Page />,
    },
  ],
});
