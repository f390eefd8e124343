import { describe, expect, it } from 'vitest';
import type { ClusterObjects, DetectedError } from './contract';
import {
  bytesToMiB,
  coresToMillicores,
  countPods,
  formatCpu,
  formatMemory,
  gaugeLevel,
  parseQuantity,
  utilizationLevel,
  utilizationPercent,
} from './formatResources';

describe('parseQuantity', () => {
  it.each([
    ['128Mi', 128 * 2 ** 20],
    ['1Gi', 2 ** 30],
    ['2Ki', 2048],
    ['500M', 500e6],
    ['1k', 1000],
    ['250m', 0.25],
    ['100n', 1e-7],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['2', 2],
    ['1e3', 1000],
    ['1E', 1e18],
    [' 64Mi ', 64 * 2 ** 20],
    [1024, 1024],
  ])('reads %s', (quantity, value) => {
    expect(parseQuantity(quantity)).toBeCloseTo(value);
  });

  it.each(['', 'abc', '12Qi', '1.2.3', Number.NaN])('rejects %s', quantity => {
    expect(parseQuantity(quantity)).toBeUndefined();
  });
});

describe('memory and CPU', () => {
  it('shows memory in MiB without decimals', () => {
    expect(bytesToMiB('128Mi')).toBe(128);
    expect(bytesToMiB('1Gi')).toBe(1024);
    expect(bytesToMiB('500M')).toBe(477);
    expect(bytesToMiB(10_000_000)).toBe(10);
    expect(formatMemory('256Mi')).toBe('256MiB');
    expect(formatMemory('lots')).toBe('lots');
  });

  it('shows CPU in millicores', () => {
    expect(coresToMillicores('250m')).toBe(250);
    expect(coresToMillicores('0.5')).toBe(500);
    expect(coresToMillicores('2')).toBe(2000);
    expect(coresToMillicores(0.0123)).toBe(12);
    expect(formatCpu(1.5)).toBe('1500m');
    expect(formatCpu('?')).toBe('?');
    expect(bytesToMiB('?')).toBeUndefined();
    expect(coresToMillicores('?')).toBeUndefined();
  });
});

describe('levels', () => {
  it('colours a gauge: below 1/3 error, below 2/3 warning, else ok', () => {
    expect(gaugeLevel(0)).toBe('error');
    expect(gaugeLevel(0.33)).toBe('error');
    expect(gaugeLevel(1 / 3)).toBe('warning');
    expect(gaugeLevel(0.66)).toBe('warning');
    expect(gaugeLevel(2 / 3)).toBe('ok');
    expect(gaugeLevel(1)).toBe('ok');
  });

  it('colours a utilization bar: error at 100 % or more, warning above 90 % or below 40 %', () => {
    expect(utilizationLevel(100)).toBe('error');
    expect(utilizationLevel(140)).toBe('error');
    expect(utilizationLevel(99)).toBe('warning');
    expect(utilizationLevel(90.5)).toBe('warning');
    expect(utilizationLevel(90)).toBe('ok');
    expect(utilizationLevel(40)).toBe('ok');
    expect(utilizationLevel(39)).toBe('warning');
  });

  it('computes usage as a percentage of a total', () => {
    expect(utilizationPercent('64Mi', '128Mi')).toBe(50);
    expect(utilizationPercent(0.1, '250m')).toBe(40);
    expect(utilizationPercent(1, 0)).toBeUndefined();
    expect(utilizationPercent(1, 'x')).toBeUndefined();
  });
});

describe('countPods', () => {
  const pod = (name: string) => ({ kind: 'Pod', metadata: { name, namespace: 'shop' } });
  const objects: ClusterObjects = {
    cluster: { name: 'prod' },
    resources: [
      { type: 'pods', resources: [pod('a'), pod('b'), pod('c')] },
      {
        type: 'deployments',
        resources: [{ kind: 'Deployment', metadata: { name: 'a', namespace: 'shop' } }],
      },
    ],
    podMetrics: [],
    errors: [],
  };
  const error = (kind: string, name: string): DetectedError => ({
    type: 't',
    message: 'm',
    severity: 4,
    sourceRef: { kind, name, namespace: 'shop', apiGroup: '' },
    occurrenceCount: 1,
  });

  it('counts pods and the pods with at least one error', () => {
    expect(
      countPods(objects, [
        error('Pod', 'a'),
        error('Pod', 'a'),
        error('Pod', 'c'),
        error('Deployment', 'b'),
      ]),
    ).toEqual({ pods: 3, podsWithErrors: 2 });
  });

  it('counts nothing on an empty cluster', () => {
    expect(countPods({ ...objects, resources: [] }, [])).toEqual({ pods: 0, podsWithErrors: 0 });
  });
});
