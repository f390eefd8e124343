import type { Entity } from '@atrium/model';
import { extensionsFor, type EntityTab } from '@atrium/web-core';

/** The tabs that apply to `entity`, by ascending order; equal orders keep registration order. */
export function visibleEntityTabs(tabs: readonly EntityTab[], entity: Entity): EntityTab[] {
  return extensionsFor(tabs, entity);
}

/**
 * Spec 001 §2: the tab whose path matches the URL after the entity case-insensitively, else the
 * first. A tab also owns the deeper paths under it (the Docs tab reads its page path from them).
 */
export function activeEntityTab(tabs: readonly EntityTab[], rest: string): EntityTab | undefined {
  const wanted = rest.replace(/^\/+|\/+$/g, '').toLowerCase();
  const matches = (tab: EntityTab) => {
    const path = tab.path.replace(/^\/+|\/+$/g, '').toLowerCase();
    if (path === '') return wanted === '';
    return wanted === path || wanted.startsWith(`${path}/`);
  };
  return tabs.find(matches) ?? tabs[0];
}
