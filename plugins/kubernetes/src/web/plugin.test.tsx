import { describe, expect, it } from 'vitest';
import { annotated, componentEntity } from './testing/fixtures';
import { kubernetesWebPlugin } from './plugin';

describe('kubernetesWebPlugin', () => {
  it('adds the Kubernetes tab to the pages of entities with Kubernetes annotations only', () => {
    const [tab, ...others] = kubernetesWebPlugin.entityTabs ?? [];

    expect(others).toEqual([]);
    expect(tab).toMatchObject({ path: 'kubernetes', title: 'Kubernetes' });
    const applies = (annotations: Record<string, string>) =>
      tab?.if?.(componentEntity(annotations)) ?? true;
    expect(tab?.if?.(annotated)).toBe(true);
    expect(applies({ 'backstage.io/kubernetes-label-selector': 'app=billing' })).toBe(true);
    expect(applies({})).toBe(false);
    // The namespace only narrows where the objects are looked for: it names none by itself.
    expect(applies({ 'backstage.io/kubernetes-namespace': 'billing' })).toBe(false);
  });
});
