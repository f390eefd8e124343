import { describe, expect, it } from 'vitest';
import { buildSearchRows } from './buildSearchRows';

describe('buildSearchRows', () => {
  const rows = buildSearchRows({
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: {
      name: 'Payments',
      uid: 'id-1',
      etag: 'e',
      tags: ['java', 'java', 'Billing'],
      annotations: { 'backstage.io/techdocs-ref': 'dir:.' },
      description: 'x'.repeat(300),
    },
    spec: { type: 'service', owner: 'team-a', nested: { deep: [1, true] } },
    relations: [{ type: 'ownedBy', targetRef: 'group:default/Team-A' }],
    status: {
      items: [
        { type: 'backstage.io/catalog-processing', level: 'error', message: 'x' },
        { type: 'backstage.io/catalog-processing', level: 'error', message: 'y' },
      ],
    },
  });
  const find = (key: string) => rows.filter(r => r.key === key);

  it('lower-cases keys and values but keeps the original for facets', () => {
    expect(find('metadata.name')).toEqual([
      { key: 'metadata.name', value: 'payments', original_value: 'Payments' },
    ]);
  });

  it('puts array items under the array key, once each', () => {
    expect(find('metadata.tags').map(r => r.value)).toEqual(['java', 'billing']);
  });

  it('keeps keys with slashes and nested paths', () => {
    expect(find('metadata.annotations.backstage.io/techdocs-ref')[0]?.value).toBe('dir:.');
    expect(find('spec.nested.deep').map(r => r.value)).toEqual(['1', 'true']);
  });

  it('records the levels of status items, once each', () => {
    expect(find('status.items.level').map(r => r.value)).toEqual(['error']);
  });

  it('records relations by type and defaults the namespace', () => {
    expect(find('relations.ownedby')[0]?.value).toBe('group:default/team-a');
    expect(find('metadata.namespace')[0]?.value).toBe('default');
  });

  it('keeps the key but not the value of very long fields, and skips the etag and uid', () => {
    expect(find('metadata.uid')).toEqual([]);
    expect(find('metadata.description')).toEqual([
      { key: 'metadata.description', value: '', original_value: null },
    ]);
    expect(find('metadata.etag')).toEqual([]);
  });
});
