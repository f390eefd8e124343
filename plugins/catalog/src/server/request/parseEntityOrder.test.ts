import { describe, expect, it } from 'vitest';
import { MAX_ORDER_FIELDS, parseOrderFieldParams, parseOrderParams } from './parseEntityOrder';

describe('parseOrderParams', () => {
  it('reads asc:/desc: prefixed fields', () => {
    expect(parseOrderParams(['asc:metadata.name', 'desc:spec.type'])).toEqual([
      { field: 'metadata.name', order: 'asc' },
      { field: 'spec.type', order: 'desc' },
    ]);
  });

  it('rejects an unknown field or direction', () => {
    expect(() => parseOrderParams('asc:foo.bar')).toThrow("Unknown field 'foo.bar' in order");
    expect(() => parseOrderParams('up:metadata.name')).toThrow(/must be asc or desc/);
    expect(() => parseOrderParams('metadata.name')).toThrow(/expected asc:<field>/);
  });
});

describe('parseOrderFieldParams', () => {
  it('reads field,order with asc as the default', () => {
    expect(parseOrderFieldParams(['metadata.name', 'spec.type,desc'])).toEqual([
      { field: 'metadata.name', order: 'asc' },
      { field: 'spec.type', order: 'desc' },
    ]);
  });

  it('rejects an unknown field', () => {
    expect(() => parseOrderFieldParams('nope,asc')).toThrow("Unknown field 'nope' in orderField");
  });
});

describe('the number of sort fields', () => {
  const fields = (count: number) => Array.from({ length: count }, () => 'metadata.name');

  it(`accepts up to ${MAX_ORDER_FIELDS}`, () => {
    expect(parseOrderFieldParams(fields(MAX_ORDER_FIELDS))).toHaveLength(MAX_ORDER_FIELDS);
    expect(parseOrderParams(fields(MAX_ORDER_FIELDS).map(f => `asc:${f}`))).toHaveLength(
      MAX_ORDER_FIELDS,
    );
  });

  it('rejects more, naming the limit', () => {
    expect(() => parseOrderFieldParams(fields(MAX_ORDER_FIELDS + 1))).toThrow(
      `Too many orderField parameters: at most ${MAX_ORDER_FIELDS} sort fields are accepted`,
    );
    expect(() => parseOrderParams(fields(400).map(f => `asc:${f}`))).toThrow(
      `Too many order parameters: at most ${MAX_ORDER_FIELDS}`,
    );
  });
});
