import { describe, expect, it } from 'vitest';
import { techdocsWebPlugin } from './plugin';
import { ridesEntity } from './testing/renderDocs';

describe('techdocsWebPlugin', () => {
  it('adds the Docs tab to the pages of entities with docs annotations only', () => {
    const tab = techdocsWebPlugin.entityTabs?.find(candidate => candidate.id === 'techdocs.docs');
    expect(tab).toMatchObject({ path: 'docs', title: 'Docs' });
    const applies = (annotations: Record<string, string>) =>
      tab?.if?.(ridesEntity(annotations)) ?? true;

    expect(applies({ 'backstage.io/techdocs-ref': 'dir:.' })).toBe(true);
    // Docs of another entity are shown in this entity's tab.
    expect(applies({ 'backstage.io/techdocs-entity': 'component:default/rides-docs' })).toBe(true);
    expect(applies({})).toBe(false);
    expect(applies({ 'backstage.io/techdocs-ref': ' ' })).toBe(false);
  });
});
