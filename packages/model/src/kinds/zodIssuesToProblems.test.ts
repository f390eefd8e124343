import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { zodIssuesToProblems } from './zodIssuesToProblems';

function problemsFor(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : zodIssuesToProblems(result.error.issues, value, 'spec');
}

describe('zodIssuesToProblems', () => {
  it('words missing and mistyped fields with the dotted path and the value', () => {
    const schema = z.object({ a: z.string(), b: z.object({ c: z.array(z.number()) }) });
    expect(problemsFor(schema, { b: { c: [1, 'x'] } })).toEqual([
      { path: 'spec.a', message: 'spec.a is required' },
      { path: 'spec.b.c.1', message: 'spec.b.c.1 must be a number, got "x"' },
    ]);
  });

  it('reports the root itself under the prefix', () => {
    expect(problemsFor(z.object({}), 'x')).toEqual([
      { path: 'spec', message: 'spec must be an object, got "x"' },
    ]);
  });

  it('keeps only the type problem when a check also fails on the wrong type', () => {
    expect(problemsFor(z.object({ a: z.string().min(1) }), { a: [] })).toEqual([
      { path: 'spec.a', message: 'spec.a must be a string, got []' },
    ]);
  });

  it('says empty strings must not be empty', () => {
    expect(problemsFor(z.object({ a: z.string().min(1) }), { a: '' })).toEqual([
      { path: 'spec.a', message: 'spec.a must not be empty' },
    ]);
  });

  it('lists the allowed values of an enum', () => {
    expect(problemsFor(z.object({ a: z.enum(['x', 'y']) }), { a: 'z' })).toEqual([
      { path: 'spec.a', message: 'spec.a must be one of "x", "y", got "z"' },
    ]);
  });

  it('names the types a union accepts', () => {
    expect(problemsFor(z.object({ a: z.union([z.string(), z.boolean()]) }), { a: 1 })).toEqual([
      { path: 'spec.a', message: 'spec.a must be a string or a boolean, got 1' },
    ]);
  });

  it('points inside a union branch whose shape matched', () => {
    const schema = z.object({ a: z.union([z.string(), z.array(z.string())]) });
    expect(problemsFor(schema, { a: ['ok', 2] })).toEqual([
      { path: 'spec.a.1', message: 'spec.a.1 must be a string, got 2' },
    ]);
  });

  it('passes custom messages through', () => {
    const schema = z.object({}).refine(() => false, { error: 'spec needs something' });
    expect(problemsFor(schema, {})).toEqual([{ path: 'spec', message: 'spec needs something' }]);
  });

  it('falls back to the zod message for other issues', () => {
    expect(problemsFor(z.object({ n: z.number().max(1) }), { n: 2 })).toEqual([
      { path: 'spec.n', message: 'spec.n: Too big: expected number to be <=1' },
    ]);
  });
});
