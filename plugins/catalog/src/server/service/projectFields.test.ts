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
