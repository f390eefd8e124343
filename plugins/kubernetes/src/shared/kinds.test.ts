import { describe, expect, it } from 'vitest';
import { apiGroupOf, isNamespacedKind, pluralOf } from './kinds';

describe('kinds', () => {
  it('takes the API group from apiVersion, else from the kind', () => {
    expect(apiGroupOf({ apiVersion: 'apps/v1' }, 'Deployment')).toBe('apps');
    expect(apiGroupOf({ apiVersion: 'v1' }, 'Pod')).toBe('');
    expect(apiGroupOf({}, 'CronJob')).toBe('batch');
    expect(apiGroupOf({}, 'Widget')).toBe('');
  });

  it.each([
    ['Deployment', 'deployments'],
    ['Ingress', 'ingresses'],
    ['NetworkPolicy', 'networkpolicies'],
    ['Gateway', 'gateways'],
    ['HorizontalPodAutoscaler', 'horizontalpodautoscalers'],
  ])('names the resource of %s %s', (kind, plural) => {
    expect(pluralOf(kind)).toBe(plural);
  });

  it('knows the cluster-scoped kinds', () => {
    expect(isNamespacedKind('Deployment')).toBe(true);
    expect(isNamespacedKind('Node')).toBe(false);
  });
});
