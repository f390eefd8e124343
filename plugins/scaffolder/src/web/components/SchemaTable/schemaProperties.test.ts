import { describe, expect, it } from 'vitest';
import { describeType, schemaProperties } from './schemaProperties';

describe('schemaProperties', () => {
  it('lists properties with title, description, type and whether they are required', () => {
    const rows = schemaProperties({
      type: 'object',
      required: ['url'],
      properties: {
        url: { type: 'string', title: 'Fetch URL', description: 'Where the skeleton lives' },
        values: {
          type: 'object',
          properties: { name: { type: 'string' } },
          required: ['name'],
        },
        tags: { type: 'array', items: { type: 'string' } },
      },
    });
    expect(rows).toEqual([
      {
        name: 'url',
        title: 'Fetch URL',
        description: 'Where the skeleton lives',
        type: 'string',
        required: true,
      },
      { name: 'values', type: 'object', required: false },
      { name: 'values.name', type: 'string', required: true },
      { name: 'tags', type: 'array<string>', required: false },
    ]);
  });

  it('answers no rows for a schema without properties', () => {
    expect(schemaProperties({ type: 'string' })).toEqual([]);
    expect(schemaProperties(undefined)).toEqual([]);
  });
});

describe('describeType', () => {
  it('names unions, enums and constants', () => {
    expect(describeType({ type: ['string', 'null'] })).toBe('string | null');
    expect(describeType({ oneOf: [{ type: 'string' }, { type: 'number' }] })).toBe(
      'string | number',
    );
    expect(describeType({ enum: ['a', 'b'] })).toBe('enum: "a", "b"');
    expect(describeType({})).toBe('any');
  });
});
