import type { Entity } from '@atrium/model';
import { createApiClient } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { byRefsRoute, createFakeFetch } from '../../../testing/createFakeFetch';
import { loadDescendantGroups } from './descendantGroups';

function group(name: string, children: string[]): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: { name, namespace: 'default' },
    spec: { type: 'team', children },
    relations: children.map(child => ({ type: 'parentOf', targetRef: `group:default/${child}` })),
  };
}

const org = group('org', ['eng', 'sales']);
const groups = [
  org,
  group('eng', ['web', 'data']),
  group('sales', []),
  group('web', ['org']),
  group('data', []),
];

function client() {
  const backend = createFakeFetch({ '/entities/by-refs': byRefsRoute(groups) });
  return {
    backend,
    api: createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch }),
  };
}

describe('loadDescendantGroups', () => {
  it('walks parentOf relations a generation per request and stops at cycles', async () => {
    const { api, backend } = client();
    expect(await loadDescendantGroups(api, org)).toEqual({
      refs: ['group:default/eng', 'group:default/sales', 'group:default/web', 'group:default/data'],
      truncated: false,
    });
    expect(backend.requestsTo('/entities/by-refs')).toHaveLength(2);
  });

  it('stops at the limit and says so', async () => {
    const { api } = client();
    expect(await loadDescendantGroups(api, org, 3)).toEqual({
      refs: ['group:default/eng', 'group:default/sales', 'group:default/web'],
      truncated: true,
    });
  });

  it('asks nothing for a group without children', async () => {
    const { api, backend } = client();
    expect(await loadDescendantGroups(api, group('solo', []))).toEqual({
      refs: [],
      truncated: false,
    });
    expect(backend.urls).toHaveLength(0);
  });
});
