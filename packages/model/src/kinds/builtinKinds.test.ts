import { describe, expect, it } from 'vitest';
import { ENTITY_KINDS } from '../entity/constants';
import { BUILTIN_KINDS, findBuiltinKind } from './builtinKinds';

describe('BUILTIN_KINDS', () => {
  it('defines every entity kind once', () => {
    expect(BUILTIN_KINDS.map(definition => definition.kind)).toEqual([...ENTITY_KINDS]);
  });
});

describe('findBuiltinKind', () => {
  it.each([
    ['backstage.io/v1alpha1', 'Component'],
    ['backstage.io/v1beta1', 'API'],
    ['backstage.io/v1alpha1', 'Group'],
    ['backstage.io/v1beta1', 'User'],
    ['backstage.io/v1alpha1', 'Location'],
    ['scaffolder.backstage.io/v1beta3', 'Template'],
  ])('finds %s %s', (apiVersion, kind) => {
    expect(findBuiltinKind(apiVersion, kind)?.kind).toBe(kind);
  });

  it.each([
    ['backstage.io/v1alpha1', 'api'],
    ['backstage.io/v1alpha1', 'COMPONENT'],
    ['backstage.io/v1alpha1', 'component'],
    ['scaffolder.backstage.io/v1beta2', 'Template'],
    ['backstage.io/v1beta2', 'Template'],
    ['example.com/v1', 'Component'],
    ['backstage.io/v1alpha1', 'Template'],
    ['scaffolder.backstage.io/v1beta3', 'Component'],
    ['backstage.io/v1alpha1', 'Service'],
    [undefined, 'Component'],
    ['backstage.io/v1alpha1', 3],
  ])('finds nothing for %j %j: only the exact kind and a known apiVersion', (apiVersion, kind) => {
    expect(findBuiltinKind(apiVersion, kind)).toBeUndefined();
  });
});
