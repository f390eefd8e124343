import type { DetectedError, KubernetesObject } from './contract';

/**
 * The object a detected error is about. The API group is the part of `apiVersion` before the
 * slash; the core group ('v1') has none, so it is the empty string, as Kubernetes names it.
 */
export function sourceRefOf(
  object: KubernetesObject,
  fallbackKind: string,
): DetectedError['sourceRef'] {
  const apiVersion = object.apiVersion ?? '';
  const slash = apiVersion.indexOf('/');
  return {
    name: object.metadata?.name ?? '',
    namespace: object.metadata?.namespace ?? '',
    kind: object.kind ?? fallbackKind,
    apiGroup: slash === -1 ? '' : apiVersion.slice(0, slash),
  };
}
