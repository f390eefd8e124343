import type {
  ClusterObjects,
  DetectedError,
  FetchResponseType,
  KubernetesObject,
} from './contract';
import { detectPodErrors } from './detectPodErrors';
import { detectDeploymentErrors, detectHpaErrors } from './detectWorkloadErrors';

const DETECTORS: Partial<
  Record<FetchResponseType, (object: KubernetesObject, now: Date) => DetectedError[]>
> = {
  pods: detectPodErrors,
  deployments: detectDeploymentErrors,
  horizontalpodautoscalers: detectHpaErrors,
};

/**
 * Spec 000 §8 "Detected errors" for one cluster, most severe first. `now` is injectable because
 * the readiness rule depends on the clock.
 */
export function detectErrors(objects: ClusterObjects, now: Date = new Date()): DetectedError[] {
  const errors = objects.resources.flatMap(response => {
    const detect = DETECTORS[response.type];
    return detect ? response.resources.flatMap(object => detect(object, now)) : [];
  });
  // A stable sort keeps the cluster's own order among errors of equal severity.
  return errors.sort((a, b) => b.severity - a.severity);
}

/** Detected errors of every cluster, keyed by cluster name. */
export function detectErrorsByCluster(
  items: ClusterObjects[],
  now: Date = new Date(),
): Map<string, DetectedError[]> {
  return new Map(items.map(item => [item.cluster.name, detectErrors(item, now)]));
}
