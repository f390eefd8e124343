import { describe, expect, it } from 'vitest';
import type { ClusterObjects, KubernetesObject } from './contract';
import { detectErrors, detectErrorsByCluster } from './detectErrors';
import { readinessProbeHasFailed } from './detectPodErrors';

const now = new Date('2026-01-01T12:00:00Z');

function pod(status: unknown, spec: unknown = { containers: [{ name: 'app' }] }): KubernetesObject {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'web-1', namespace: 'shop' },
    spec,
    status,
  };
}

function cluster(resources: ClusterObjects['resources'], name = 'prod'): ClusterObjects {
  return { cluster: { name }, resources, podMetrics: [], errors: [] };
}

const podRef = { name: 'web-1', namespace: 'shop', kind: 'Pod', apiGroup: '' };

describe('readinessProbeHasFailed', () => {
  const startedAt = '2026-01-01T11:59:00Z'; // 60 s before now

  it('fails once start + delay + period × threshold is in the past', () => {
    const probe = { initialDelaySeconds: 10, periodSeconds: 10, failureThreshold: 4 }; // 50 s
    expect(readinessProbeHasFailed(probe, startedAt, false, now)).toBe(true);
  });

  it('waits while that moment is still ahead', () => {
    const probe = { initialDelaySeconds: 30, periodSeconds: 10, failureThreshold: 3 }; // 60 s
    expect(readinessProbeHasFailed(probe, startedAt, false, now)).toBe(false);
  });

  it("uses Kubernetes' defaults (0 s delay, 10 s period, threshold 3)", () => {
    expect(readinessProbeHasFailed({}, '2026-01-01T11:59:31Z', false, now)).toBe(false);
    expect(readinessProbeHasFailed({}, '2026-01-01T11:59:29Z', false, now)).toBe(true);
  });

  it('never fails a ready container, one without a start time, or a bad timestamp', () => {
    expect(readinessProbeHasFailed({}, startedAt, true, now)).toBe(false);
    expect(readinessProbeHasFailed({}, undefined, false, now)).toBe(false);
    expect(readinessProbeHasFailed({}, 'yesterday', false, now)).toBe(false);
  });
});

describe('detectErrors on pods', () => {
  it('reports a readiness probe that takes too long, with an events hint', () => {
    const errors = detectErrors(
      cluster([
        {
          type: 'pods',
          resources: [
            pod(
              {
                containerStatuses: [
                  {
                    name: 'app',
                    ready: false,
                    state: { running: { startedAt: '2026-01-01T11:00:00Z' } },
                  },
                ],
              },
              { containers: [{ name: 'app', readinessProbe: { periodSeconds: 5 } }] },
            ),
          ],
        },
      ]),
      now,
    );
    expect(errors).toEqual([
      {
        type: 'readiness-probe-taking-too-long',
        message: 'The container app failed to start properly, but is not crashing',
        severity: 4,
        sourceRef: podRef,
        occurrenceCount: 1,
        proposedFix: expect.objectContaining({ type: 'events', podName: 'web-1' }),
      },
    ]);
  });

  it('ignores a not-ready container without a readiness probe', () => {
    const status = {
      containerStatuses: [
        { name: 'app', ready: false, state: { running: { startedAt: '2026-01-01T11:00:00Z' } } },
      ],
    };
    expect(detectErrors(cluster([{ type: 'pods', resources: [pod(status)] }]), now)).toEqual([]);
  });

  it('reports a waiting container with its waiting message and the hint for its reason', () => {
    const status = {
      containerStatuses: [
        {
          name: 'app',
          state: {
            waiting: { reason: 'ImagePullBackOff', message: 'Back-off pulling image "web:2"' },
          },
        },
      ],
    };
    const [error] = detectErrors(cluster([{ type: 'pods', resources: [pod(status)] }]), now);
    expect(error).toMatchObject({
      type: 'container-waiting',
      message: 'Back-off pulling image "web:2"',
      severity: 4,
      sourceRef: podRef,
      occurrenceCount: 1,
      proposedFix: { type: 'docs', errorType: 'ImagePullBackOff' },
    });
  });

  it('names the reason when a waiting container has no message, and has no hint for unknown reasons', () => {
    const status = { containerStatuses: [{ name: 'app', state: { waiting: { reason: 'Odd' } } }] };
    const [error] = detectErrors(cluster([{ type: 'pods', resources: [pod(status)] }]), now);
    expect(error?.message).toBe('container=app is waiting: Odd');
    expect(error).not.toHaveProperty('proposedFix');
  });

  it('does not report containers that are merely starting', () => {
    const status = {
      containerStatuses: [
        { name: 'a', state: { waiting: { reason: 'ContainerCreating' } } },
        { name: 'b', state: { waiting: { reason: 'PodInitializing' } } },
      ],
    };
    expect(detectErrors(cluster([{ type: 'pods', resources: [pod(status)] }]), now)).toEqual([]);
  });

  it('reports restarts with their count and a hint from the last termination', () => {
    const status = {
      containerStatuses: [
        {
          name: 'app',
          restartCount: 7,
          state: { running: {} },
          lastState: { terminated: { reason: 'OOMKilled', exitCode: 137 } },
        },
      ],
    };
    const [error] = detectErrors(cluster([{ type: 'pods', resources: [pod(status)] }]), now);
    expect(error).toMatchObject({
      type: 'containers-restarting',
      message: 'container=app restarted 7 times',
      occurrenceCount: 7,
      severity: 4,
      proposedFix: { type: 'docs', errorType: 'OOMKilled' },
    });
  });

  it('reports a crash loop twice: waiting with a logs hint, and restarting', () => {
    const status = {
      containerStatuses: [
        {
          name: 'app',
          restartCount: 3,
          state: { waiting: { reason: 'CrashLoopBackOff', message: 'back-off 40s' } },
          lastState: { terminated: { reason: 'Error', exitCode: 1 } },
        },
      ],
    };
    const errors = detectErrors(cluster([{ type: 'pods', resources: [pod(status)] }]), now);
    expect(errors.map(e => e.proposedFix)).toEqual([
      expect.objectContaining({
        type: 'logs',
        errorType: 'CrashLoopBackOff',
        container: 'app',
        podName: 'web-1',
      }),
      expect.objectContaining({
        type: 'logs',
        errorType: 'Error',
        container: 'app',
        podName: 'web-1',
      }),
    ]);
  });

  it('tolerates pods without spec or status', () => {
    const bare: KubernetesObject = { metadata: { name: 'p' } };
    expect(detectErrors(cluster([{ type: 'pods', resources: [bare] }]), now)).toEqual([]);
  });
});

describe('detectErrors on deployments and autoscalers', () => {
  const deployment: KubernetesObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop' },
    status: {
      conditions: [
        { type: 'Available', status: 'True', message: 'fine' },
        {
          type: 'Progressing',
          status: 'False',
          reason: 'ProgressDeadlineExceeded',
          message: 'ReplicaSet "web-1" has timed out progressing.',
        },
        { type: 'ReplicaFailure', status: 'False', reason: 'FailedCreate' },
      ],
    },
  };

  it('reports each deployment condition with status False, with severity 6', () => {
    const errors = detectErrors(cluster([{ type: 'deployments', resources: [deployment] }]), now);
    expect(errors).toEqual([
      {
        type: 'condition-message-present',
        message: 'ReplicaSet "web-1" has timed out progressing.',
        severity: 6,
        sourceRef: { name: 'web', namespace: 'shop', kind: 'Deployment', apiGroup: 'apps' },
        occurrenceCount: 1,
      },
      expect.objectContaining({ message: 'ReplicaFailure is False: FailedCreate' }),
    ]);
  });

  const hpa = (current: number, max: number): KubernetesObject => ({
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: 'web', namespace: 'shop' },
    spec: { minReplicas: 1, maxReplicas: max },
    status: { currentReplicas: current },
  });

  it('reports an autoscaler whose current replicas equal its maximum, with severity 8', () => {
    const errors = detectErrors(
      cluster([{ type: 'horizontalpodautoscalers', resources: [hpa(5, 5), hpa(4, 5)] }]),
      now,
    );
    expect(errors).toEqual([
      {
        type: 'hpa-max-current-replicas',
        message:
          'Current number of replicas (5) is equal to the configured max number of replicas (5)',
        severity: 8,
        sourceRef: {
          name: 'web',
          namespace: 'shop',
          kind: 'HorizontalPodAutoscaler',
          apiGroup: 'autoscaling',
        },
        occurrenceCount: 1,
      },
    ]);
  });

  it('orders errors from most to least severe and ignores other kinds', () => {
    const restarting = pod({ containerStatuses: [{ name: 'app', restartCount: 1 }] });
    const errors = detectErrors(
      cluster([
        { type: 'pods', resources: [restarting] },
        { type: 'deployments', resources: [deployment] },
        { type: 'horizontalpodautoscalers', resources: [hpa(2, 2)] },
        { type: 'services', resources: [{ kind: 'Service' }] },
      ]),
      now,
    );
    expect(errors.map(e => e.severity)).toEqual([8, 6, 6, 4]);
  });

  it('keys the errors of many clusters by cluster name', () => {
    const byCluster = detectErrorsByCluster(
      [
        cluster([{ type: 'horizontalpodautoscalers', resources: [hpa(2, 2)] }], 'a'),
        cluster([], 'b'),
      ],
      now,
    );
    expect(byCluster.get('a')).toHaveLength(1);
    expect(byCluster.get('b')).toEqual([]);
  });
});
