import { describe, expect, it } from 'vitest';
import { InputError } from '@atrium/model';
import { MAX_PREDICATE_DEPTH, parseFilterPredicate } from './parseFilterPredicate';

describe('parseFilterPredicate', () => {
  it('reads field conditions, lower-casing keys and values, numbers and booleans as text', () => {
    expect(parseFilterPredicate({ Kind: 'Component', 'spec.replicas': 3, 'spec.x': true })).toEqual(
      {
        allOf: [
          { key: 'kind', values: ['component'] },
          { key: 'spec.replicas', values: ['3'] },
          { key: 'spec.x', values: ['true'] },
        ],
      },
    );
    expect(parseFilterPredicate({ kind: 'api' })).toEqual({ key: 'kind', values: ['api'] });
  });

  it('reads $in, $exists and $hasPrefix', () => {
    expect(parseFilterPredicate({ 'spec.type': { $in: ['Service', 'website'] } })).toEqual({
      key: 'spec.type',
      values: ['service', 'website'],
    });
    expect(parseFilterPredicate({ 'spec.owner': { $exists: true } })).toEqual({
      key: 'spec.owner',
    });
    expect(parseFilterPredicate({ 'spec.owner': { $exists: false } })).toEqual({
      not: { key: 'spec.owner' },
    });
    expect(parseFilterPredicate({ 'metadata.name': { $hasPrefix: 'Svc-' } })).toEqual({
      key: 'metadata.name',
      prefix: 'svc-',
    });
    // An empty $in matches nothing, rather than becoming SQL's invalid `in ()`.
    expect(parseFilterPredicate({ kind: { $in: [] } })).toEqual({ anyOf: [] });
  });

  it('reads $all, $any and $not', () => {
    expect(
      parseFilterPredicate({
        $all: [
          { kind: 'component' },
          { $any: [{ 'spec.type': 'a' }, { $not: { 'spec.type': 'b' } }] },
        ],
      }),
    ).toEqual({
      allOf: [
        { key: 'kind', values: ['component'] },
        {
          anyOf: [
            { key: 'spec.type', values: ['a'] },
            { not: { key: 'spec.type', values: ['b'] } },
          ],
        },
      ],
    });
  });

  it.each([
    ['a top-level value', 'component', /expected an object of field conditions/],
    ['a top-level list', [{ kind: 'x' }], /expected an object of field conditions/],
    [
      '$contains',
      { 'metadata.tags': { $contains: 'java' } },
      /'metadata.tags' must be a value, \$exists, \$in or \$hasPrefix/,
    ],
    ['an unknown operator', { $xor: [] }, /unknown operator '\$xor'/],
    ['an operator beside fields', { $not: { kind: 'a' }, kind: 'b' }, /must be the only key/],
    ['$all of a non-list', { $all: { kind: 'a' } }, /'\$all' takes a list/],
    ['$in of objects', { kind: { $in: [{ a: 1 }] } }, /'\$in' of 'kind' takes a list of values/],
    ['null', { kind: null }, /the condition on 'kind'/],
    ['an empty key', { ' ': 'x' }, /a field path is empty/],
    ['a long key', { ['k'.repeat(300)]: 'x' }, /a field path is at most 255/],
    ['a long value', { kind: 'v'.repeat(2000) }, /a value is at most 1024/],
    [
      'too many values',
      { kind: { $in: Array.from({ length: 101 }, (_, i) => `v${i}`) } },
      /at most 100 values/,
    ],
    [
      'too many conditions',
      { $any: Array.from({ length: 101 }, (_, i) => ({ [`k${i}`]: 'v' })) },
      /at most 100 conditions/,
    ],
  ])('refuses %s with an InputError that says what is wrong', (_label, predicate, message) => {
    expect(() => parseFilterPredicate(predicate)).toThrow(InputError);
    expect(() => parseFilterPredicate(predicate)).toThrow(message);
  });

  it('refuses nesting deeper than its bound without exhausting the stack', () => {
    let deep: unknown = { kind: 'a' };
    for (let i = 0; i < 100_000; i++) deep = { $not: deep };
    expect(() => parseFilterPredicate(deep)).toThrow(
      `it nests deeper than ${MAX_PREDICATE_DEPTH} levels`,
    );
  });
});
