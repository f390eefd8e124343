import { describe, expect, it } from 'vitest';
import { componentEntity } from './testing/fixtures';
import { kubernetesWebPlugin } from './plugin';

describe('kubernetesWebPlugin', () => {
  it('adds the Kubernetes tab to every entity page', () => {
    const [tab, ...others] = kubernetesWebPlugin.entityTabs ?? [];

    expect(others).toEqual([]);
    expect(tab).toMatchObject({ path: 'kubernetes', title: 'Kubernetes' });
    // Entities without annotations get the tab too: it tells them how to add them.
    expect(tab?.if?.(componentEntity()) ?? true).toBe(true);
  });
});
