import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { applyChoices, catalogFileContent, initialChoices } from './catalogFile';
import type { GeneratedEntity } from './importAnalysis';

const proposal: GeneratedEntity = {
  entity: { kind: 'Component', metadata: { name: 'web' }, spec: { type: 'website' } },
  suggestions: { 'metadata.name': 'ignored', 'spec.owner': 'team-web' },
};

describe('initialChoices', () => {
  it("prefers the proposal's own values, then the suggestions", () => {
    expect(initialChoices(proposal)).toEqual({ name: 'web', owner: 'team-web' });
    expect(initialChoices({ entity: {}, suggestions: {} })).toEqual({ name: '', owner: '' });
  });
});

describe('catalogFileContent', () => {
  it('writes one YAML document per entity with the chosen name and owner', () => {
    const text = catalogFileContent([
      applyChoices(proposal, { name: 'web-app', owner: 'group:web' }),
      applyChoices({ entity: {}, suggestions: {} }, { name: 'other', owner: 'user:ann' }),
    ]);
    expect(parseAllDocuments(text).map(doc => doc.toJS())).toEqual([
      {
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'web-app' },
        spec: { type: 'website', owner: 'group:web' },
      },
      {
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'other' },
        spec: { owner: 'user:ann' },
      },
    ]);
    expect(text.split('\n---\n')).toHaveLength(2);
  });

  it('keeps text that looks like YAML syntax as plain strings', () => {
    const text = catalogFileContent([
      applyChoices(proposal, { name: 'web', owner: 'team: "a"\n- b' }),
    ]);
    expect(parseAllDocuments(text)[0]?.toJS()).toMatchObject({ spec: { owner: 'team: "a"\n- b' } });
  });
});
