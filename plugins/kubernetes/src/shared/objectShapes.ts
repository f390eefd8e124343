import type { KubernetesObject } from './contract';

/**
 * The few fields of pods, deployments, autoscalers, jobs and rollouts the rules read. Objects travel
 * as the cluster gave them (`spec` and `status` are `unknown`), so these views only narrow the type;
 * every field stays optional because a cluster may omit any of them.
 */

export interface Condition {
  type?: string;
  status?: 'True' | 'False' | 'Unknown' | string;
  reason?: string;
  message?: string;
  lastTransitionTime?: string;
}

export interface Probe {
  initialDelaySeconds?: number;
  periodSeconds?: number;
  failureThreshold?: number;
}

export interface ContainerSpec {
  name: string;
  image?: string;
  readinessProbe?: Probe;
}

export interface ContainerState {
  waiting?: { reason?: string; message?: string };
  running?: { startedAt?: string };
  terminated?: { reason?: string; message?: string; exitCode?: number };
}

export interface ContainerStatus {
  name: string;
  ready?: boolean;
  restartCount?: number;
  started?: boolean;
  state?: ContainerState;
  lastState?: ContainerState;
}

export interface PodSpec {
  containers?: ContainerSpec[];
}

export interface PodStatus {
  phase?: string;
  podIP?: string;
  startTime?: string;
  conditions?: Condition[];
  containerStatuses?: ContainerStatus[];
}

export interface DeploymentStatus {
  conditions?: Condition[];
}

export interface HorizontalPodAutoscalerSpec {
  minReplicas?: number;
  maxReplicas?: number;
}

export interface HorizontalPodAutoscalerStatus {
  currentReplicas?: number;
  desiredReplicas?: number;
}

export interface JobStatus {
  active?: number;
  succeeded?: number;
  failed?: number;
  conditions?: Condition[];
}

export interface CronJobSpec {
  schedule?: string;
  suspend?: boolean;
}

/** One step of an Argo Rollouts canary; Argo has more step kinds than the three named here. */
export type CanaryStep = {
  setWeight?: number;
  pause?: { duration?: string | number };
  analysis?: { templates?: Array<{ templateName?: string }> };
} & Record<string, unknown>;

export interface RolloutSpec {
  strategy?: { canary?: { steps?: CanaryStep[] } };
}

export interface RolloutStatus {
  currentStepIndex?: number;
  conditions?: Condition[];
  pauseConditions?: Array<{ reason?: string; startTime?: string }>;
}

/** A narrowing view: the object's `spec` as `S`, or an empty object when the cluster sent none. */
export function specOf<S extends object>(object: KubernetesObject): Partial<S> {
  return isRecord(object.spec) ? (object.spec as Partial<S>) : {};
}

/** A narrowing view: the object's `status` as `S`, or an empty object when the cluster sent none. */
export function statusOf<S extends object>(object: KubernetesObject): Partial<S> {
  return isRecord(object.status) ? (object.status as Partial<S>) : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
