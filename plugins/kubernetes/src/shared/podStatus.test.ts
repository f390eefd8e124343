import { describe, expect, it } from 'vitest';
import type { KubernetesObject } from './contract';
import { containerStatusText, formatAge, pendingPodConditions } from './podStatus';

describe('containerStatusText', () => {
  it('prefers the waiting reason, then the terminated reason, then Running, else Unknown', () => {
    expect(
      containerStatusText({ name: 'a', state: { waiting: { reason: 'CrashLoopBackOff' } } }),
    ).toBe('CrashLoopBackOff');
    expect(containerStatusText({ name: 'a', state: { terminated: { reason: 'Completed' } } })).toBe(
      'Completed',
    );
    expect(containerStatusText({ name: 'a', state: { running: { startedAt: 'x' } } })).toBe(
      'Running',
    );
    expect(containerStatusText({ name: 'a' })).toBe('Unknown');
    expect(containerStatusText({ name: 'a', state: {} })).toBe('Unknown');
  });
});

describe('pendingPodConditions', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const pod = (phase: string): KubernetesObject => ({
    kind: 'Pod',
    status: {
      phase,
      conditions: [
        {
          type: 'Ready',
          status: 'False',
          reason: 'ContainersNotReady',
          message: 'containers with unready status: [app]',
        },
        { type: 'PodScheduled', status: 'True', lastTransitionTime: '2026-01-01T11:55:00Z' },
        { type: 'Initialized', status: 'Unknown' },
        { type: 'DisruptionTarget', status: 'True' },
      ],
    },
  });

  it('shows the start-up conditions of a pending pod in order: False with reason, True with age, else neutral', () => {
    expect(pendingPodConditions(pod('Pending'), now)).toEqual([
      { type: 'PodScheduled', status: 'True', age: '5m' },
      { type: 'Initialized', status: 'Unknown' },
      {
        type: 'Ready',
        status: 'False',
        reason: 'ContainersNotReady',
        message: 'containers with unready status: [app]',
      },
    ]);
  });

  it('shows nothing for a pod in another phase', () => {
    expect(pendingPodConditions(pod('Running'), now)).toEqual([]);
  });
});

describe('formatAge', () => {
  const now = new Date('2026-01-10T00:00:00Z');
  it.each([
    ['2026-01-09T23:59:15Z', '45s'],
    ['2026-01-09T23:48:00Z', '12m'],
    ['2026-01-09T19:00:00Z', '5h'],
    ['2026-01-07T00:00:00Z', '3d'],
    ['2026-01-11T00:00:00Z', '0s'],
  ])('formats %s as %s', (since, age) => {
    expect(formatAge(since, now)).toBe(age);
  });

  it('gives nothing for a bad timestamp', () => {
    expect(formatAge('soon', now)).toBeUndefined();
  });
});
