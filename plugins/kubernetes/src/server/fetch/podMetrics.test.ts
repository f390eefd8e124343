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
      { name: 'sidecar' },
    ],
  },
};

describe('podMetricsOf', () => {
  it("joins metrics.k8s.io usage with the pod's requests and limits, per container and in total", () => {
    const body = JSON.stringify({
      kind: 'PodMetricsList',
      items: [
        {
          metadata: { name: 'web-1', namespace: 'shop' },
          containers: [
            { name: 'app', usage: { cpu: '100m', memory: '64Mi' } },
            { name: 'sidecar', usage: { cpu: '5m', memory: '10Mi' } },
          ],
        },
        { metadata: { name: 'other', namespace: 'shop' }, containers: [] },
      ],
    });

    const [metrics] = podMetricsOf([pod], body);

    expect(metrics?.pod).toBe(pod);
    expect(metrics?.cpu.currentUsage).toBeCloseTo(0.105, 9);
    expect(metrics?.cpu).toMatchObject({ requestTotal: 0.25, limitTotal: 1 });
    expect(metrics?.memory).toEqual({
      currentUsage: 74 * 1024 * 1024,
      requestTotal: 128 * 1024 * 1024,
      limitTotal: 256 * 1024 * 1024,
    });
    expect(metrics?.containers.map(container => container.container)).toEqual(['app', 'sidecar']);
    expect(metrics?.containers[1]?.cpuUsage).toEqual({
      currentUsage: 0.005,
      requestTotal: 0,
      limitTotal: 0,
    });
  });

  it('leaves out pods the metrics do not know', () => {
    expect(podMetricsOf([pod], JSON.stringify({ items: [] }))).toEqual([]);
  });
});
