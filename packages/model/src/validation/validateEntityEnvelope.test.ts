import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '../entity/constants';
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

  it('rejects unknown kinds, listing the known ones', () => {
    expect(validateEntity({ ...component, kind: 'Service' })).toEqual([
      {
        path: 'kind',
        message:
          'Unknown kind "Service"; known kinds are Component, API, System, Domain, Resource, Location, User, Group, Template',
      },
    ]);
  });

  it('compares kinds case-insensitively', () => {
    expect(validateEntity({ ...component, kind: 'component' })).toEqual([]);
  });

  it('lets the caller choose the kinds', () => {
    const service = { ...component, apiVersion: 'example.com/v1', kind: 'Service' };
    expect(validateEntity(service, { allowedKinds: [...ENTITY_KINDS, 'Service'] })).toEqual([]);
    expect(validateEntity(component, { allowedKinds: ['Service'] })).toEqual([
      { path: 'kind', message: 'Unknown kind "Component"; known kinds are Service' },
    ]);
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

  it('checks relations and status only when present', () => {
    const relations = [{ type: 'ownedBy', targetRef: 'group:default/team-a' }];
    expect(validateEntity({ ...component, relations, status: { items: [] } })).toEqual([]);
    expect(validateEntity({ ...component, relations: {}, status: [] })).toEqual([
      { path: 'relations', message: 'relations must be a list, got {}' },
      { path: 'status', message: 'status must be an object, got []' },
    ]);
    expect(
      validateEntity({ ...component, relations: ['x', { type: 1 }], status: { items: 'x' } }),
    ).toEqual([
      { path: 'relations.0', message: 'relations.0 must be an object, got "x"' },
      { path: 'relations.1.type', message: 'relations.1.type must be a string, got 1' },
      { path: 'relations.1.targetRef', message: 'relations.1.targetRef is required' },
      { path: 'status.items', message: 'status.items must be a list, got "x"' },
    ]);
  });

  it('checks the spec of built-in kinds under their apiVersions', () => {
    expect(validateEntity({ ...component, spec: { type: 'service' } })).toEqual([
      { path: 'spec.lifecycle', message: 'spec.lifecycle is required' },
      { path: 'spec.owner', message: 'spec.owner is required' },
    ]);
    expect(
      validateEntity({ ...component, apiVersion: 'backstage.io/v1beta1', spec: undefined }),
    ).toEqual([
      { path: 'spec.type', message: 'spec.type is required' },
      { path: 'spec.lifecycle', message: 'spec.lifecycle is required' },
      { path: 'spec.owner', message: 'spec.owner is required' },
    ]);
  });

  it('leaves the spec alone under other apiVersions', () => {
    expect(validateEntity({ ...component, apiVersion: 'example.com/v1', spec: {} })).toEqual([]);
    expect(
      validateEntity({ ...component, kind: 'Template', apiVersion: 'backstage.io/v1alpha1' }),
    ).toEqual([]);
  });

  it('checks Template specs under the scaffolder apiVersions', () => {
    for (const apiVersion of [
      'scaffolder.backstage.io/v1beta3',
      'scaffolder.backstage.io/v1beta2',
      'backstage.io/v1beta2',
    ]) {
      expect(
        validateEntity({ apiVersion, kind: 'Template', metadata: { name: 't' }, spec: {} }),
      ).toEqual([
        { path: 'spec.type', message: 'spec.type is required' },
        { path: 'spec.steps', message: 'spec.steps is required' },
      ]);
    }
  });

  it('does not check spec refs; deriveRelations reports those', () => {
    expect(validateEntity({ ...component, spec: { ...component.spec, owner: 'a:b:c' } })).toEqual(
      [],
    );
  });
});
