import type { Entity } from '@atrium/model';
import type { EntityTab } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { activeEntityTab, visibleEntityTabs } from './selectEntityTabs';

const entity: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'web' },
};

function tab(id: string, path: string, extra: Partial<EntityTab> = {}): EntityTab {
  return { id, path, title: id, element: <></>, ...extra };
}

describe('visibleEntityTabs', () => {
  it('drops tabs whose condition refuses the entity and sorts by order, stable', () => {
    const tabs = [
      tab('docs', 'docs', { order: 20 }),
      tab('api', 'api', { order: 10, if: e => e.kind === 'API' }),
      tab('k8s', 'kubernetes', { order: 20 }),
      tab('overview', ''),
    ];
    expect(visibleEntityTabs(tabs, entity).map(t => t.id)).toEqual(['overview', 'docs', 'k8s']);
  });
});

describe('activeEntityTab', () => {
  const tabs = [tab('overview', ''), tab('apis', 'apis'), tab('docs', 'docs')];

  it('matches the path case-insensitively, including deeper paths', () => {
    expect(activeEntityTab(tabs, 'APIs')?.id).toBe('apis');
    expect(activeEntityTab(tabs, 'docs/guides/setup')?.id).toBe('docs');
    expect(activeEntityTab(tabs, '')?.id).toBe('overview');
  });

  it('falls back to the first tab', () => {
    expect(activeEntityTab(tabs, 'nothing-here')?.id).toBe('overview');
    expect(activeEntityTab([], 'apis')).toBeUndefined();
  });
});
