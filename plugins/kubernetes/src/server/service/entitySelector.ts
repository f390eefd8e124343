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
 * Without either, the entity's name is the id, as Backstage's backend takes it.
 */
export function entitySelector(entity: Pick<Entity, 'metadata'>): EntitySelector {
  const annotations = entity.metadata.annotations ?? {};
  const namespace = annotations[KUBERNETES_NAMESPACE_ANNOTATION] || undefined;
  const selector = annotations[KUBERNETES_LABEL_SELECTOR_ANNOTATION]?.trim();
  if (selector) return { labelSelector: selector, namespace };
  const id = annotations[KUBERNETES_ID_ANNOTATION]?.trim() || entity.metadata.name?.trim();
  if (!id) throw new InputError('The entity has no name to find its Kubernetes objects by');
  return { labelSelector: `${KUBERNETES_ID_LABEL}=${id}`, namespace };
}
