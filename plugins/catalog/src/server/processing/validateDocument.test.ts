import { describe, expect, it } from 'vitest';
import { validateDocument } from './validateDocument';

const component = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'orders', tags: [' Java', 'java', '', 'lang:Go'] },
  spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
};

describe('validateDocument', () => {
  it('normalises tags before checking them, and answers the document to store', () => {
    const { value, problems } = validateDocument(component);
    expect(problems).toEqual([]);
    expect(value).toEqual({
      ...component,
      metadata: { name: 'orders', tags: ['java', 'lang:go'] },
    });
    expect(component.metadata.tags).toEqual([' Java', 'java', '', 'lang:Go']);
  });

  it('checks everything else as POST /validate-entity does', () => {
    const { problems } = validateDocument({ ...component, kind: 'component' });
    expect(problems.map(problem => problem.message)).toEqual([
      'No processor recognized the entity component:default/orders as valid, possibly caused by a foreign kind or apiVersion',
    ]);
  });

  it('leaves tags that are not all text to the check', () => {
    const { problems } = validateDocument({ ...component, metadata: { name: 'o', tags: [1] } });
    expect(problems.map(problem => problem.message)).toEqual([
      'metadata.tags.0 must be a string, got 1',
    ]);
  });
});
