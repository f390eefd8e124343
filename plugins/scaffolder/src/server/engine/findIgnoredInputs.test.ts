import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findIgnoredInputs } from './findIgnoredInputs';

describe('findIgnoredInputs', () => {
  const schema = z.object({ repoUrl: z.string(), description: z.string().optional() });

  it('names the keys a plain object schema does not declare', () => {
    const input = { repoUrl: 'x', secrets: {}, repoVariables: {} };
    expect(findIgnoredInputs(schema, input)).toEqual(['secrets', 'repoVariables']);
  });

  it('names nothing when every key is declared', () => {
    expect(findIgnoredInputs(schema, { repoUrl: 'x', description: 'y' })).toEqual([]);
  });

  it('skips schemas that accept any key or are not plain objects', () => {
    const input = { repoUrl: 'x', extra: 1 };
    expect(findIgnoredInputs(schema.loose(), input)).toEqual([]);
    expect(findIgnoredInputs(z.record(z.string(), z.unknown()), input)).toEqual([]);
    expect(findIgnoredInputs(z.union([schema, z.object({ a: z.string() })]), input)).toEqual([]);
    expect(
      findIgnoredInputs(
        schema.transform(value => value),
        input,
      ),
    ).toEqual([]);
    expect(findIgnoredInputs(undefined, input)).toEqual([]);
  });

  it('still checks an object schema with refinements', () => {
    const refined = schema.refine(value => value.repoUrl !== '');
    expect(findIgnoredInputs(refined, { repoUrl: 'x', extra: 1 })).toEqual(['extra']);
  });
});
