import { describe, expect, it } from 'vitest';
import { OBJECT_NAME_MESSAGE } from './objectNameMessage';
import { API_VERSION_MESSAGE, KIND_MESSAGE } from './problemMessages';
import { validateEntity } from './validateEntityEnvelope';

const component = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'orders', tags: ['java'] },
  spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
};

describe('validateEntity', () => {
  it('accepts a valid entity', () => {
    expect(validateEntity(component)).toEqual([]);
  });

  it.each([[undefined], [null], ['x'], [[component]]])('rejects %j as not an object', value => {
    expect(validateEntity(value)).toEqual([{ path: '', message: 'Entity must be an object' }]);
  });

  it('requires apiVersion, kind and metadata', () => {
    expect(validateEntity({})).toEqual([
      { path: 'apiVersion', message: 'apiVersion is required' },
      { path: 'kind', message: 'kind is required' },
      { path: 'metadata', message: 'metadata is required' },
    ]);
  });

  it('checks the types of apiVersion, kind and metadata', () => {
    expect(validateEntity({ apiVersion: 1, kind: true, metadata: [] })).toEqual([
      { path: 'apiVersion', message: 'apiVersion must be a string, got 1' },
      { path: 'kind', message: 'kind must be a string, got true' },
      { path: 'metadata', message: 'metadata must be an object, got []' },
    ]);
  });

  it('checks the apiVersion format', () => {
    expect(validateEntity({ ...component, apiVersion: 'backstage.io/v1 alpha' })).toEqual([
      {
        path: 'apiVersion',
        message: `apiVersion "backstage.io/v1 alpha" is not valid. ${API_VERSION_MESSAGE}`,
      },
    ]);
  });

  it('checks the kind format', () => {
    expect(validateEntity({ ...component, kind: 'My-Kind' })).toEqual([
      { path: 'kind', message: `kind "My-Kind" is not valid. ${KIND_MESSAGE}` },
    ]);
  });

  const unrecognised = (ref: string) => ({
    path: '',
    message: `No processor recognized the entity ${ref} as valid, possibly caused by a foreign kind or apiVersion`,
  });

  it.each(['Service', 'component', 'COMPONENT', 'Components'])(
    "refuses the kind %s with Backstage's message: only built-in kinds spelled exactly",
    kind => {
      expect(validateEntity({ ...component, kind })).toEqual([
        unrecognised(`${kind.toLowerCase()}:default/orders`),
      ]);
    },
  );

  it.each([
    ['backstage.io/v1', 'Component'],
    ['example.com/v1', 'Component'],
    ['scaffolder.backstage.io/v1beta3', 'Component'],
    ['backstage.io/v1alpha1', 'Template'],
    ['scaffolder.backstage.io/v1beta2', 'Template'],
    ['backstage.io/v1beta2', 'Template'],
  ])("refuses the apiVersion %s for %s with Backstage's message", (apiVersion, kind) => {
    expect(validateEntity({ ...component, apiVersion, kind })).toEqual([
      unrecognised(`${kind.toLowerCase()}:default/orders`),
    ]);
  });

  it('accepts every built-in kind under each apiVersion it knows', () => {
    expect(validateEntity({ ...component, apiVersion: 'backstage.io/v1beta1' })).toEqual([]);
    const template = {
      apiVersion: 'scaffolder.backstage.io/v1beta3',
      kind: 'Template',
      metadata: { name: 't' },
      spec: { type: 'service', steps: [] },
    };
    expect(validateEntity(template)).toEqual([]);
  });

  it('reports metadata problems', () => {
    expect(validateEntity({ ...component, metadata: { name: '-orders' } })).toEqual([
      {
        path: 'metadata.name',
        message: `metadata.name "-orders" is not valid. ${OBJECT_NAME_MESSAGE}`,
      },
    ]);
  });

  it('requires spec to be an object when present', () => {
    expect(validateEntity({ ...component, spec: ['x'] })).toEqual([
      { path: 'spec', message: 'spec must be an object, got ["x"]' },
    ]);
  });

  it('refuses relations and status, which the catalog computes, and unknown root fields', () => {
    const relations = [{ type: 'ownedBy', targetRef: 'group:default/team-a' }];
    expect(validateEntity({ ...component, relations, status: { items: [] }, owner: 'x' })).toEqual([
      {
        path: 'relations',
        message: 'relations cannot be given in an entity: the catalog computes it',
      },
      { path: 'status', message: 'status cannot be given in an entity: the catalog computes it' },
      {
        path: 'owner',
        message:
          'owner is not a field of an entity, which has only apiVersion, kind, metadata and spec',
      },
    ]);
  });

  it('refuses an empty title or etag', () => {
    expect(
      validateEntity({ ...component, metadata: { name: 'orders', title: '', etag: '' } }),
    ).toEqual([
      { path: 'metadata.etag', message: 'metadata.etag must be a non-empty string, got ""' },
      { path: 'metadata.title', message: 'metadata.title must be a non-empty string, got ""' },
    ]);
  });

  it('requires spec.memberOf of a User, an empty list being enough', () => {
    const user = { apiVersion: 'backstage.io/v1alpha1', kind: 'User', metadata: { name: 'jdoe' } };
    expect(validateEntity({ ...user, spec: {} })).toEqual([
      { path: 'spec.memberOf', message: 'spec.memberOf is required' },
    ]);
    expect(validateEntity({ ...user, spec: { memberOf: [] } })).toEqual([]);
  });

  it('accepts tags with ":"', () => {
    expect(validateEntity({ ...component, metadata: { name: 'o', tags: ['lang:java'] } })).toEqual(
      [],
    );
  });

  it('checks the spec of built-in kinds, which every one of them needs', () => {
    expect(validateEntity({ ...component, spec: { type: 'service' } })).toEqual([
      { path: 'spec.lifecycle', message: 'spec.lifecycle is required' },
      { path: 'spec.owner', message: 'spec.owner is required' },
    ]);
    expect(
      validateEntity({ ...component, apiVersion: 'backstage.io/v1beta1', spec: undefined }),
    ).toEqual([
      { path: 'spec', message: 'spec is required' },
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.lifecycle', message: 'spec.lifecycle is required' },
      { path: 'spec.owner', message: 'spec.owner is required' },
    ]);
  });

  it('checks Template specs under scaffolder.backstage.io/v1beta3', () => {
    expect(
      validateEntity({
        apiVersion: 'scaffolder.backstage.io/v1beta3',
        kind: 'Template',
        metadata: { name: 't' },
        spec: {},
      }),
    ).toEqual([
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.steps', message: 'spec.steps is required' },
    ]);
  });

  it('reads refs as leniently as Backstage, once everything else holds', () => {
    const withOwner = (owner: string) => ({ ...component, spec: { ...component.spec, owner } });
    expect(validateEntity(withOwner('a:b:c'))).toEqual([]);
    expect(validateEntity(withOwner('group:'))).toEqual([
      {
        path: 'spec.owner',
        message:
          'group: is not a valid entity ref: Entity reference "group:" was not on the form [<kind>:][<namespace>/]<name>',
      },
    ]);
    expect(validateEntity({ ...withOwner('group:'), kind: 'component' })).toEqual([
      unrecognised('component:default/orders'),
    ]);
  });
});
