import type { KubernetesObject } from './contract';
import type { Condition, ContainerStatus, PodStatus } from './objectShapes';
import { statusOf } from './objectShapes';

/** Spec 000 §4: the waiting reason, else the terminated reason, else 'Running', else 'Unknown'. */
export function containerStatusText(status: ContainerStatus): string {
  const state = status.state;
  if (state?.waiting) return state.waiting.reason ?? 'Unknown';
  if (state?.terminated) return state.terminated.reason ?? 'Unknown';
  if (state?.running) return 'Running';
  return 'Unknown';
}

/** Spec 000 §4: the conditions a pending pod shows, in the order a pod passes them. */
export const PENDING_POD_CONDITION_TYPES = [
  'PodScheduled',
  'Initialized',
  'ContainersReady',
  'Ready',
] as const;

export type PendingPodConditionType = (typeof PENDING_POD_CONDITION_TYPES)[number];

export type PendingPodCondition =
  | { type: PendingPodConditionType; status: 'False'; reason?: string; message?: string }
  | { type: PendingPodConditionType; status: 'True'; age?: string }
  | { type: PendingPodConditionType; status: 'Unknown' };

/**
 * Spec 000 §4: a pod in phase 'Pending' shows its start-up conditions; a False one with its reason
 * and message, a True one with its age, anything else as neutral. Other phases show none.
 */
export function pendingPodConditions(pod: KubernetesObject, now: Date): PendingPodCondition[] {
  const status = statusOf<PodStatus>(pod);
  if (status.phase !== 'Pending') return [];
  const conditions = status.conditions ?? [];
  return PENDING_POD_CONDITION_TYPES.flatMap(type => {
    const condition = conditions.find(c => c.type === type);
    return condition ? [describeCondition(type, condition, now)] : [];
  });
}

function describeCondition(
  type: PendingPodConditionType,
  condition: Condition,
  now: Date,
): PendingPodCondition {
  if (condition.status === 'False') {
    return { type, status: 'False', reason: condition.reason, message: condition.message };
  }
  if (condition.status === 'True') {
    const since = condition.lastTransitionTime;
    return { type, status: 'True', age: since ? formatAge(since, now) : undefined };
  }
  return { type, status: 'Unknown' };
}

/** A short age like kubectl prints it: '45s', '12m', '5h', '3d'. */
export function formatAge(since: string, now: Date): string | undefined {
  const start = Date.parse(since);
  if (Number.isNaN(start)) return undefined;
  const seconds = Math.max(0, Math.floor((now.getTime() - start) / 1000));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}
