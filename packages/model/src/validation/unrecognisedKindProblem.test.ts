import { describe, expect, it } from 'vitest';
import { unrecognisedKindProblem } from './unrecognisedKindProblem';

describe('unrecognisedKindProblem', () => {
  it("says so in Backstage's words, naming the entity by its lower-cased ref", () => {
    expect(
      unrecognisedKindProblem({ kind: 'Service', metadata: { name: 'Orders', namespace: 'Shop' } }),
    ).toEqual({
      path: '',
      message:
        'No processor recognized the entity service:shop/orders as valid, possibly caused by a foreign kind or apiVersion',
    });
  });

  it('names the default namespace when the entity has none', () => {
    expect(
      unrecognisedKindProblem({ kind: 'component', metadata: { name: 'a' } }).message,
    ).toContain('the entity component:default/a as valid');
  });
});
