import type { DetectedError, KubernetesObject } from './contract';
import type { ContainerSpec, ContainerStatus, PodSpec, PodStatus, Probe } from './objectShapes';
import { specOf, statusOf } from './objectShapes';
import {
  proposeFixForReadinessProbe,
  proposeFixForTermination,
  proposeFixForWaiting,
} from './proposeFix';
import { sourceRefOf } from './sourceRef';

/** Spec 000 §8: pod errors weigh 4. */
export const POD_ERROR_SEVERITY = 4;

/** Reasons every container passes through while starting; they are not errors. */
const STARTING_REASONS = new Set(['ContainerCreating', 'PodInitializing']);

/** Kubernetes' own probe defaults, used when the spec leaves a field out. */
const PROBE_DEFAULTS = { initialDelaySeconds: 0, periodSeconds: 10, failureThreshold: 3 };

/**
 * Spec 000 §9: a readiness probe has failed for good once start time + initial delay + period ×
 * failure threshold lies in the past and the container is still not ready.
 */
export function readinessProbeHasFailed(
  probe: Probe,
  startedAt: string | undefined,
  ready: boolean,
  now: Date,
): boolean {
  if (ready || !startedAt) return false;
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return false;
  const delay = probe.initialDelaySeconds ?? PROBE_DEFAULTS.initialDelaySeconds;
  const period = probe.periodSeconds ?? PROBE_DEFAULTS.periodSeconds;
  const threshold = probe.failureThreshold ?? PROBE_DEFAULTS.failureThreshold;
  return started + (delay + period * threshold) * 1000 < now.getTime();
}

/** Spec 000 §8 severity 4: readiness, waiting and restarting containers of one pod. */
export function detectPodErrors(pod: KubernetesObject, now: Date): DetectedError[] {
  const specs = specOf<PodSpec>(pod).containers ?? [];
  const statuses = statusOf<PodStatus>(pod).containerStatuses ?? [];
  const podName = pod.metadata?.name ?? '';
  const sourceRef = sourceRefOf(pod, 'Pod');
  const errors: DetectedError[] = [];
  const add = (error: Omit<DetectedError, 'severity' | 'sourceRef'>) =>
    errors.push({ ...error, severity: POD_ERROR_SEVERITY, sourceRef });

  for (const status of statuses) {
    const at = { podName, container: status.name };
    const spec = specs.find(s => s.name === status.name);
    if (isReadinessStuck(spec, status, now)) {
      add({
        type: 'readiness-probe-taking-too-long',
        message: `The container ${status.name} failed to start properly, but is not crashing`,
        occurrenceCount: 1,
        proposedFix: proposeFixForReadinessProbe(podName),
      });
    }
    const waiting = status.state?.waiting;
    if (waiting && !STARTING_REASONS.has(waiting.reason ?? '')) {
      add({
        type: 'container-waiting',
        message: waiting.message ?? `container=${status.name} is waiting: ${waiting.reason ?? ''}`,
        occurrenceCount: 1,
        ...optionalFix(proposeFixForWaiting(waiting.reason, at)),
      });
    }
    const restarts = status.restartCount ?? 0;
    if (restarts > 0) {
      add({
        type: 'containers-restarting',
        message: `container=${status.name} restarted ${restarts} times`,
        occurrenceCount: restarts,
        ...optionalFix(proposeFixForTermination(status.lastState?.terminated?.reason, at)),
      });
    }
  }
  return errors;
}

function isReadinessStuck(
  spec: ContainerSpec | undefined,
  status: ContainerStatus,
  now: Date,
): boolean {
  const probe = spec?.readinessProbe;
  if (!probe) return false;
  return readinessProbeHasFailed(
    probe,
    status.state?.running?.startedAt,
    status.ready ?? false,
    now,
  );
}

/** Keeps `proposedFix` absent, rather than undefined, when there is no hint. */
function optionalFix<T>(fix: T | undefined): { proposedFix?: T } {
  return fix ? { proposedFix: fix } : {};
}
