import { describe, expect, it } from 'vitest';
import { parseOrderFieldParams, parseOrderParams } from './parseEntityOrder';

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
