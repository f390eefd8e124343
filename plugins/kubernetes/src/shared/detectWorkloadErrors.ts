import type { DetectedError, KubernetesObject } from './contract';
import type {
  DeploymentStatus,
  HorizontalPodAutoscalerSpec,
  HorizontalPodAutoscalerStatus,
} from './objectShapes';
import { specOf, statusOf } from './objectShapes';
import { sourceRefOf } from './sourceRef';

/** Spec 000 §8: a failing deployment condition weighs 6, an autoscaler at its ceiling 8. */
export const DEPLOYMENT_ERROR_SEVERITY = 6;
export const HPA_ERROR_SEVERITY = 8;

/** Spec 000 §8 severity 6: one error per deployment condition whose status is False. */
export function detectDeploymentErrors(deployment: KubernetesObject): DetectedError[] {
  const conditions = statusOf<DeploymentStatus>(deployment).conditions ?? [];
  return conditions
    .filter(condition => condition.status === 'False')
    .map(condition => ({
      type: 'condition-message-present',
      message:
        condition.message ?? `${condition.type ?? 'Condition'} is False: ${condition.reason ?? ''}`,
      severity: DEPLOYMENT_ERROR_SEVERITY,
      sourceRef: sourceRefOf(deployment, 'Deployment'),
      occurrenceCount: 1,
    }));
}

/** Spec 000 §8 severity 8: an autoscaler that cannot add replicas any more. */
export function detectHpaErrors(hpa: KubernetesObject): DetectedError[] {
  const max = specOf<HorizontalPodAutoscalerSpec>(hpa).maxReplicas;
  const current = statusOf<HorizontalPodAutoscalerStatus>(hpa).currentReplicas;
  if (max === undefined || current === undefined || current !== max) return [];
  return [
    {
      type: 'hpa-max-current-replicas',
      message: `Current number of replicas (${current}) is equal to the configured max number of replicas (${max})`,
      severity: HPA_ERROR_SEVERITY,
      sourceRef: sourceRefOf(hpa, 'HorizontalPodAutoscaler'),
      occurrenceCount: 1,
    },
  ];
}
