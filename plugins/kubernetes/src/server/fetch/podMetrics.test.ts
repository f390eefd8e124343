import { describe, expect, it } from 'vitest';
import { podMetricsOf } from './podMetrics';

const pod = {
  metadata: { name: 'web-1', namespace: 'shop' },
  spec: {
    containers: [
      {
        name: 'app',
        resources: {
          requests: { cpu: '250m', memory: '128Mi' },
          limits: { cpu: '1', memory: '256Mi' },
        },
      },
      { name: 'sidecar', resources: { requests: { memory: '32Mi' } } },
    ],
  },
};

const metricsList = (items: unknown[]) => JSON.stringify({ kind: 'PodMetricsList', items });

describe('podMetricsOf', () => {
  it("joins metrics.k8s.io usage with the pod's requests and limits, per container and in total", () => {
    const body = metricsList([
      {
        metadata: { name: 'web-1', namespace: 'shop' },
        containers: [
          { name: 'app', usage: { cpu: '100m', memory: '64Mi' } },
          { name: 'sidecar', usage: { cpu: '5m', memory: '10Mi' } },
        ],
      },
      { metadata: { name: 'other', namespace: 'shop' }, containers: [] },
    ]);

    const [metrics] = podMetricsOf([pod], body);

    expect(metrics?.pod).toBe(pod);
    expect(metrics?.cpu.currentUsage).toBeCloseTo(0.105, 9);
    expect(metrics?.cpu).toMatchObject({ requestTotal: 0.25, limitTotal: 1 });
    expect(metrics?.memory).toEqual({
      currentUsage: String(74 * 1024 * 1024),
      // The requests of both containers: 128Mi and 32Mi.
      requestTotal: String(160 * 1024 * 1024),
      limitTotal: String(256 * 1024 * 1024),
    });
    expect(metrics?.containers).toEqual([
      {
        container: 'app',
        cpuUsage: { currentUsage: 0.1, requestTotal: 0.25, limitTotal: 1 },
        memoryUsage: {
          currentUsage: String(64 * 1024 * 1024),
          requestTotal: String(128 * 1024 * 1024),
          limitTotal: String(256 * 1024 * 1024),
        },
      },
      {
        container: 'sidecar',
        cpuUsage: { currentUsage: 0.005, requestTotal: 0, limitTotal: 0 },
        memoryUsage: {
          currentUsage: String(10 * 1024 * 1024),
          requestTotal: String(32 * 1024 * 1024),
          limitTotal: 0,
        },
      },
    ]);
  });

  it('gives a pod the metrics do not know an entry with no usage and no containers', () => {
    expect(podMetricsOf([pod], metricsList([]))).toEqual([
      {
        pod,
        cpu: { currentUsage: 0, requestTotal: 0.25, limitTotal: 1 },
        memory: {
          currentUsage: 0,
          requestTotal: String(160 * 1024 * 1024),
          limitTotal: String(256 * 1024 * 1024),
        },
        containers: [],
      },
    ]);
  });

  it('lists only the containers the metrics measured', () => {
    const body = metricsList([
      {
        metadata: { name: 'web-1', namespace: 'shop' },
        containers: [{ name: 'app', usage: { cpu: '100m', memory: '64Mi' } }],
      },
    ]);

    const [metrics] = podMetricsOf([pod], body);

    expect(metrics?.containers.map(container => container.container)).toEqual(['app']);
    expect(metrics?.cpu.currentUsage).toBe(0.1);
  });
});
