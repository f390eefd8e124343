import { InputError, type Entity } from '@atrium/model';
import {
  KUBERNETES_ID_ANNOTATION,
  KUBERNETES_ID_LABEL,
  KUBERNETES_LABEL_SELECTOR_ANNOTATION,
  KUBERNETES_NAMESPACE_ANNOTATION,
} from '../../shared';

/** How an entity's objects are found on every cluster. */
export interface EntitySelector {
  labelSelector: string;
  namespace?: string;
}

/**
 * Spec 000 §2: the label-selector annotation, which takes precedence, or the id annotation
 * (objects labelled `backstage.io/kubernetes-id: <id>`); the namespace annotation narrows both.
 */
export function entitySelector(entity: Pick<Entity, 'metadata'>): EntitySelector {
  const annotations = entity.metadata.annotations ?? {};
  const namespace = annotations[KUBERNETES_NAMESPACE_ANNOTATION] || undefined;
  const selector = annotations[KUBERNETES_LABEL_SELECTOR_ANNOTATION]?.trim();
  if (selector) return { labelSelector: selector, namespace };
  const id = annotations[KUBERNETES_ID_ANNOTATION]?.trim();
  if (id) return { labelSelector: `${KUBERNETES_ID_LABEL}=${id}`, namespace };
  throw new InputError(
    `The entity has neither the ${KUBERNETES_LABEL_SELECTOR_ANNOTATION} nor the ${KUBERNETES_ID_ANNOTATION} annotation`,
  );
}
