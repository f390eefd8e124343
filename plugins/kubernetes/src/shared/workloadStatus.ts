import type { KubernetesObject } from './contract';
import type {
  CanaryStep,
  Condition,
  CronJobSpec,
  JobStatus,
  RolloutSpec,
  RolloutStatus,
} from './objectShapes';
import { specOf, statusOf } from './objectShapes';

export type JobState = 'Succeeded' | 'Running' | 'Failed';

/**
 * Spec 000 §4. The job's own Complete/Failed conditions decide first; otherwise the pod counts
 * do. A job that has not started any pod yet counts as running, since it is about to.
 */
export function jobStatus(job: KubernetesObject): JobState {
  const status = statusOf<JobStatus>(job);
  const isTrue = (type: string) =>
    (status.conditions ?? []).some(c => c.type === type && c.status === 'True');
  if (isTrue('Complete')) return 'Succeeded';
  if (isTrue('Failed')) return 'Failed';
  if ((status.active ?? 0) > 0) return 'Running';
  if ((status.succeeded ?? 0) > 0) return 'Succeeded';
  if ((status.failed ?? 0) > 0) return 'Failed';
  return 'Running';
}

/** Spec 000 §4. */
export function cronJobStatus(cronJob: KubernetesObject): 'Suspended' | 'Active' {
  return specOf<CronJobSpec>(cronJob).suspend ? 'Suspended' : 'Active';
}

/** Spec 000 §4: aborted when the Progressing condition is False with reason RolloutAborted. */
export function isRolloutAborted(rollout: KubernetesObject): boolean {
  const conditions: Condition[] = statusOf<RolloutStatus>(rollout).conditions ?? [];
  return conditions.some(
    c => c.type === 'Progressing' && c.status === 'False' && c.reason === 'RolloutAborted',
  );
}

/** Spec 000 §4: paused while a pause condition with reason CanaryPauseStep exists. */
export function isRolloutPaused(rollout: KubernetesObject): boolean {
  const pauses = statusOf<RolloutStatus>(rollout).pauseConditions ?? [];
  return pauses.some(p => p.reason === 'CanaryPauseStep');
}

export const CANARY_PROMOTED_LABEL = 'Canary promoted';

export interface CanaryStepper {
  labels: string[];
  /** The index into `labels` of the current step; undefined when the rollout was aborted. */
  activeStep: number | undefined;
}

/**
 * Spec 000 §4: the steps of a canary rollout, then 'Canary promoted'. Argo's currentStepIndex
 * equals the number of steps once all are done, which lands on the final step.
 */
export function canarySteps(rollout: KubernetesObject): CanaryStepper {
  const steps = specOf<RolloutSpec>(rollout).strategy?.canary?.steps ?? [];
  const labels = [...steps.map(canaryStepLabel), CANARY_PROMOTED_LABEL];
  if (isRolloutAborted(rollout)) return { labels, activeStep: undefined };
  const index = statusOf<RolloutStatus>(rollout).currentStepIndex ?? 0;
  return { labels, activeStep: Math.min(Math.max(index, 0), labels.length - 1) };
}

export function canaryStepLabel(step: CanaryStep): string {
  if (step.setWeight !== undefined) return `Set weight to ${step.setWeight}%`;
  if (step.pause) {
    const duration = step.pause.duration;
    if (duration === undefined) return 'Infinite pause';
    return `Pause for ${typeof duration === 'number' ? `${duration}s` : duration}`;
  }
  if (step.analysis) {
    const names = (step.analysis.templates ?? []).flatMap(t =>
      t.templateName ? [t.templateName] : [],
    );
    return names.length > 0 ? `Analysis: ${names.join(', ')}` : 'Analysis';
  }
  // Other step kinds (setCanaryScale, experiment, plugin) show their names as they are.
  return Object.keys(step)[0] ?? 'Step';
}
