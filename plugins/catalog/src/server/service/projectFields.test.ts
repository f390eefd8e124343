import { describe, expect, it } from 'vitest';
import { projectFields } from './projectFields';

const entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: {
    name: 'a',
    namespace: 'default',
    annotations: { 'backstage.io/techdocs-ref': 'dir:.', other: 'x' },
  },
  spec: { type: 'service', owner: 'team' },
};

describe('projectFields', () => {
  it('keeps only the asked paths', () => {
    expect(projectFields(entity, ['kind', 'metadata.name', 'spec.type'])).toEqual({
      kind: 'Component',
      metadata: { name: 'a' },
      spec: { type: 'service' },
    });
  });

  it('handles keys that contain dots', () => {
    expect(projectFields(entity, ['metadata.annotations.backstage.io/techdocs-ref'])).toEqual({
      metadata: { annotations: { 'backstage.io/techdocs-ref': 'dir:.' } },
    });
  });

  it('ignores paths that are not there', () => {
    expect(projectFields(entity, ['spec.lifecycle', 'status.items'])).toEqual({});
  });
});

describe('projectFields with prototype names', () => {
  it.each(['constructor', '__proto__', 'toString', 'metadata.constructor', 'metadata.__proto__'])(
    '%s selects nothing the entity does not have',
    field => {
      const projected = projectFields(entity, [field, 'kind']);
      expect(JSON.stringify(projected)).toBe('{"kind":"Component"}');
      expect(Object.getPrototypeOf(projected)).toBe(Object.prototype);
    },
  );

  it('keeps an own __proto__ key as data', () => {
    const parsed = JSON.parse('{"kind":"Component","__proto__":{"x":1}}') as Record<
      string,
      unknown
    >;
    const projected = projectFields(parsed, ['__proto__.x']);
    expect(JSON.stringify(projected)).toBe('{"__proto__":{"x":1}}');
    expect(Object.getPrototypeOf(projected)).toBe(Object.prototype);
  });
});
