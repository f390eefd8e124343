import { InputError, type Entity } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { applyCatalogEntityRule } from './catalogEntityRules';

const payments: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: {
    name: 'payments',
    annotations: { 'backstage.io/techdocs-ref': 'dir:.' },
    labels: { tier: 'gold' },
  },
  spec: { type: 'service', lifecycle: 'production', profile: { team: 'checkout' } },
  relations: [{ type: 'ownedBy', targetRef: 'group:default/Team-A' }],
};

const check = (rule: string, params?: Record<string, unknown>) =>
  applyCatalogEntityRule(payments, { rule, resourceType: 'catalog-entity', params });

describe('catalog entity permission rules', () => {
  it('IS_ENTITY_OWNER: an ownedBy relation to one of the claims, any case', () => {
    expect(check('IS_ENTITY_OWNER', { claims: ['user:default/ada', 'group:default/team-a'] })).toBe(
      true,
    );
    expect(check('IS_ENTITY_OWNER', { claims: ['group:default/team-b'] })).toBe(false);
  });

  it('IS_ENTITY_KIND, HAS_LABEL, HAS_ANNOTATION with or without a value, HAS_SPEC by dotted key', () => {
    expect(check('IS_ENTITY_KIND', { kinds: ['component', 'api'] })).toBe(true);
    expect(check('IS_ENTITY_KIND', { kinds: ['API'] })).toBe(false);
    expect(check('HAS_LABEL', { label: 'tier' })).toBe(true);
    expect(check('HAS_LABEL', { label: 'team' })).toBe(false);
    expect(check('HAS_ANNOTATION', { annotation: 'backstage.io/techdocs-ref' })).toBe(true);
    expect(
      check('HAS_ANNOTATION', { annotation: 'backstage.io/techdocs-ref', value: 'url:x' }),
    ).toBe(false);
    expect(check('HAS_SPEC', { key: 'lifecycle', value: 'production' })).toBe(true);
    expect(check('HAS_SPEC', { key: 'profile.team' })).toBe(true);
    expect(check('HAS_SPEC', { key: 'profile.missing' })).toBe(false);
  });

  it('says which parameter a rule lacks, and names an unknown rule', () => {
    expect(() => check('IS_ENTITY_OWNER')).toThrow(
      new InputError("IS_ENTITY_OWNER needs a 'claims' parameter (a list of strings)"),
    );
    expect(() => check('HAS_LABEL', { label: 3 })).toThrow("HAS_LABEL needs a 'label' parameter");
    expect(() => check('IS_ADMIN')).toThrow("Unknown catalog-entity permission rule 'IS_ADMIN'");
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'never matches %s through the prototype of annotations, labels or spec',
    name => {
      expect(check('HAS_ANNOTATION', { annotation: name })).toBe(false);
      expect(check('HAS_LABEL', { label: name })).toBe(false);
      expect(check('HAS_SPEC', { key: name })).toBe(false);
      expect(check('HAS_SPEC', { key: `profile.${name}` })).toBe(false);
      expect(() => check(name)).toThrow(`Unknown catalog-entity permission rule '${name}'`);
    },
  );
});
