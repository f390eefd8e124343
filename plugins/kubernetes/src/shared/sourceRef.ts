import type { DetectedError, KubernetesObject } from './contract';
import { apiGroupOf } from './kinds';

/** The object a detected error is about; the core group is the empty string, as Kubernetes names it. */
export function sourceRefOf(
  object: KubernetesObject,
  fallbackKind: string,
): DetectedError['sourceRef'] {
  const kind = object.kind ?? fallbackKind;
  return {
    name: object.metadata?.name ?? '',
    namespace: object.metadata?.namespace ?? '',
    kind,
    apiGroup: apiGroupOf(object, kind),
  };
}
