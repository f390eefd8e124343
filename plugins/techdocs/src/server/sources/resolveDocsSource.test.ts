import type { Entity } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { resolveDocsSource } from './resolveDocsSource';

function component(annotations: Record<string, string>): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'rides-service', namespace: 'default', annotations },
    spec: {},
  };
}

describe('resolveDocsSource', () => {
  it('resolves dir: against the directory of the catalog file', () => {
    const entity = component({
      'backstage.io/managed-by-location': 'file:/srv/catalog/components/rides.yaml',
      'backstage.io/techdocs-ref': 'dir:./docs/rides-service',
    });
    expect(resolveDocsSource(entity)).toEqual({
      type: 'directory',
      path: '/srv/catalog/components/docs/rides-service',
    });
  });

  it('resolves dir: against a URL location as a directory of the same repository', () => {
    const entity = component({
      'backstage.io/managed-by-location':
        'url:https://github.com/velora/rides/blob/main/catalog-info.yaml',
      'backstage.io/techdocs-ref': 'dir:.',
    });
    expect(resolveDocsSource(entity)).toEqual({
      type: 'url',
      url: 'https://github.com/velora/rides/blob/main/',
    });
  });

  it('takes url: as it is', () => {
    const entity = component({
      'backstage.io/techdocs-ref': 'url:https://gitlab.example/velora/rides/-/tree/main/handbook',
    });
    expect(resolveDocsSource(entity)).toEqual({
      type: 'url',
      url: 'https://gitlab.example/velora/rides/-/tree/main/handbook',
    });
  });

  it.each([
    [{}, 'component:default/rides-service has no backstage.io/techdocs-ref annotation'],
    [{ 'backstage.io/techdocs-ref': 'git:somewhere' }, 'use dir:<path> or url:<location>'],
    [{ 'backstage.io/techdocs-ref': 'url:javascript:alert(1)' }, 'which is not an http(s) URL'],
    [{ 'backstage.io/techdocs-ref': 'dir:.' }, 'needs an entity read from a file or URL location'],
    [
      {
        'backstage.io/managed-by-location': 'file:/srv/catalog/rides.yaml',
        'backstage.io/techdocs-ref': 'dir:../../etc',
      },
      'leads outside the directory of its catalog file',
    ],
  ])('refuses %j with a message saying why', (annotations, message) => {
    expect(() => resolveDocsSource(component(annotations))).toThrow(message);
  });
});
